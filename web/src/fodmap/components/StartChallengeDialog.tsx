import type { ChallengeView } from '@app/schemas/fodmap/fodmap';
import { startMeaningOf } from '@app/schemas/fodmap/fodmapGuide';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * Asked before 'Inizia oggi la prova': what starting means (three days of growing portions from
 * today, the rest of the diet, the evening's score, the pause after), so it never starts by a tap.
 */
export function StartChallengeDialog({
  challenge,
  pending,
  onConfirm,
  onClose,
}: {
  challenge: ChallengeView;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{`Iniziare oggi la prova: ${challenge.name}?`}</DialogTitle>
      <DialogContent id={textId}>
        {startMeaningOf(challenge).map((paragraph) => (
          <DialogContentText key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          Non ancora
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'Avvio...' : 'Inizia la prova'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
