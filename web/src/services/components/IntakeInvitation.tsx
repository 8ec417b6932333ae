import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

/**
 * Whether a patient who has just booked a visit has no intake yet (issue 25, point 1). The care
 * plan's calls load only now, not with the services page; a failed check invites nobody.
 */
export async function lacksIntake(queryClient: QueryClient): Promise<boolean> {
  try {
    const { intakeQuery } = await import('../../carePlan/api/carePlan');
    return (await queryClient.fetchQuery(intakeQuery())) === null;
  } catch {
    return false;
  }
}

/** The booking dialog's last step when the intake is missing: fill it before the visit. */
export function IntakeInvitation({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <>
      <DialogTitle id={titleId}>Questionario pre-visita</DialogTitle>
      <DialogContent dividers>
        <Typography>Prima della visita compila il questionario pre-visita: la tua nutrizionista lo leggerà prima di vederti.</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>Più tardi</Button>
        <Button component={RouterLink} to="/intake" variant="contained" onClick={onClose}>
          Compila il questionario
        </Button>
      </DialogActions>
    </>
  );
}
