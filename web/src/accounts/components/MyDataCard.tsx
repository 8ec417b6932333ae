import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { site } from '../../shared/site';
import { ACCOUNT_EXPORT_URL, ACCOUNT_SUMMARY_URL } from '../api/account';
import { ProfileSection } from './ProfileSection';

/** 'I miei dati' (GDPR arts. 15 and 20): everything the practice holds about the member, as a JSON file. */
export function MyDataCard() {
  return (
    <ProfileSection title="I miei dati">
      <Typography color="text.secondary">
        Scarica in un file JSON tutto ciò che conserviamo su di te: profilo, consensi, post, commenti, like, avanzamento nei corsi,
        iscrizioni agli eventi, ordini, appuntamenti, notifiche, email ricevute, diario, piano di cura e messaggi; oppure lo stesso
        contenuto in una pagina da leggere o stampare (Riepilogo leggibile). Come trattiamo i tuoi dati è spiegato nell&apos;
        <Link href={site.legal.privacy}>informativa sulla privacy</Link>.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={ACCOUNT_EXPORT_URL} download startIcon={<DownloadOutlined />}>
          Scarica i miei dati
        </Button>
        <Button variant="outlined" href={ACCOUNT_SUMMARY_URL} download startIcon={<DownloadOutlined />}>
          Riepilogo leggibile
        </Button>
      </Box>
    </ProfileSection>
  );
}
