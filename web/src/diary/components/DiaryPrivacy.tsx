import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { formatDate, formatDateTime } from '../../shared/lib/format';
import { DIARY_EXPORT_URL, diarySummaryPdfUrl } from '../api/diary';
import { EraseDiary } from './EraseDiary';
import { WithdrawDiaryConsent } from './WithdrawDiaryConsent';

interface Props {
  consented: boolean;
  consentedAt: string | null;
  lastDoctorReadAt: string | null;
}

/**
 * 'Privacy del diario': the consent given, the downloads, and the withdrawal; once the consent is
 * withdrawn, the erasure of the whole diary.
 */
export function DiaryPrivacy({ consented, consentedAt, lastDoctorReadAt }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="diary-privacy-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="diary-privacy-title" component="h2" variant="h6">
        Privacy del diario
      </Typography>
      <Typography variant="body2">
        Il diario lo leggi tu e, nel sito, solo chi ha il ruolo di medico (la tua nutrizionista).
        {consented && consentedAt ? ` Hai dato il consenso il ${formatDate(consentedAt)}.` : ''}
        {consented ? '' : ' Hai revocato il consenso: puoi scaricare i tuoi dati o cancellare tutto il diario.'}
      </Typography>
      <Typography variant="body2" data-testid="diary-last-doctor-read">
        {lastDoctorReadAt
          ? `Ultima lettura del diario da parte del medico: ${formatDateTime(lastDoctorReadAt)}.`
          : 'Il medico non ha ancora letto il tuo diario.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={diarySummaryPdfUrl()}>
          Riepilogo PDF
        </Button>
        <Button variant="outlined" href={DIARY_EXPORT_URL}>
          Scarica i miei dati
        </Button>
      </Box>
      {consented ? (
        <>
          <WithdrawDiaryConsent />
          <Typography variant="body2" color="text.secondary">
            Dopo la revoca potrai anche cancellare tutto il diario.
          </Typography>
        </>
      ) : (
        <EraseDiary />
      )}
    </Paper>
  );
}
