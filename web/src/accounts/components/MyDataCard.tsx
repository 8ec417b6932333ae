import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { site } from '../../shared/site';
import { ACCOUNT_EXPORT_URL } from '../api/account';
import { ProfileSection } from './ProfileSection';

/** 'I miei dati' (GDPR arts. 15 and 20): everything the practice holds about the member, as a JSON file. */
export function MyDataCard() {
  return (
    <ProfileSection title="I miei dati">
      <Typography color="text.secondary">
        Scarica in un file JSON tutto ciò che conserviamo su di te: profilo, consensi, post, commenti, like, avanzamento nei corsi,
        iscrizioni agli eventi, ordini, notifiche, email ricevute e diario dei sintomi. Come trattiamo i tuoi dati è spiegato nell&apos;
        <Link href={site.legal.privacy}>informativa sulla privacy</Link>.
      </Typography>
      <Box>
        <Button variant="outlined" href={ACCOUNT_EXPORT_URL} download startIcon={<DownloadOutlined />}>
          Scarica i miei dati
        </Button>
      </Box>
    </ProfileSection>
  );
}
