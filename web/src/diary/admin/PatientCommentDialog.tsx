import { diaryCommentBody } from '@app/schemas/diary/diary';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FormDialog } from '../../shared/components/FormDialog';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useCommentPatientDiary } from '../api/diary';
import { formatDiaryDay } from '../lib/diaryText';
import type { CommentTarget } from './PatientEntries';

/** The doctor's comment on a day or an entry; the patient sees it on /diario and in the bell. */
export function PatientCommentDialog({ uid, target, onClose }: { uid: string; target: CommentTarget; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const comment = useCommentPatientDiary(uid);
  const results = useResultToasts();
  const body = 'day' in target ? { day: target.day, text } : { entryId: target.entryId, text };
  return (
    <FormDialog
      title="Commento per la paziente"
      submitLabel="Invia il commento"
      pending={comment.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = diaryCommentBody.safeParse(body);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? 'Dati non validi');
          return;
        }
        comment.mutate(body, results('Commento inviato', 'Commento non inviato', onClose));
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {'day' in target ? `Sul giorno ${formatDiaryDay(target.day)}` : `Su: ${target.label}`}
      </Typography>
      <TextField
        label="Commento"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        error={error !== null}
        helperText={error ?? ' '}
        autoFocus
      />
    </FormDialog>
  );
}
