import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { apiErrorMessage } from '../../../lib/api/client';
import { DIARY_EXPORT_URL, diarySummaryPdfUrl, useWithdrawDiaryConsent } from '../../../lib/api/diary';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';

/** 'Privacy del diario': the consent given, the downloads, and the withdrawal. */
export function DiaryPrivacy({ consentedAt }: { consentedAt: string | null }) {
  const withdraw = useWithdrawDiaryConsent();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="diary-privacy-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="diary-privacy-title" component="h2" variant="h6">
        Privacy del diario
      </Typography>
      <Typography variant="body2">
        Il diario lo leggete solo tu e la tua nutrizionista.{consentedAt ? ` Hai dato il consenso il ${formatDate(consentedAt)}.` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={diarySummaryPdfUrl()}>
          Riepilogo PDF
        </Button>
        <Button variant="outlined" href={DIARY_EXPORT_URL}>
          Scarica i miei dati
        </Button>
      </Box>
      {confirming ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">Dopo la revoca non potrai aggiungere annotazioni finché non darai di nuovo il consenso.</Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={() => setConfirming(false)}>Annulla</Button>
            <Button
              color="error"
              variant="contained"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Consenso revocato' }),
                  onError: (error) =>
                    toast({ title: 'Errore', description: apiErrorMessage(error, 'Consenso non revocato'), variant: 'destructive' }),
                })
              }
            >
              Conferma la revoca
            </Button>
          </Box>
        </Box>
      ) : (
        <Button color="error" onClick={() => setConfirming(true)} sx={{ justifySelf: 'start' }}>
          Revoca il consenso
        </Button>
      )}
    </Paper>
  );
}
