import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { phoneHref, site } from '../../shared/site';

/**
 * How to reach the practice when she cannot write here (docs/messages.md, Who may write): a new
 * patient's practical question before her first visit goes to the practice's phone or e-mail, so
 * the page is never a dead end. The numbers and hours are the site's own.
 */
export function PracticeContact() {
  const open = site.openingHours.filter((row) => row.opens);
  return (
    <Box component="section" aria-labelledby="practice-contact-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="practice-contact-title" component="h2" variant="h6">
        Una domanda pratica prima della visita?
      </Typography>
      <Typography>
        Per orari, indirizzo dello studio, cosa portare o per spostare un appuntamento, chiama o scrivi allo studio: rispondiamo negli orari
        di apertura.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        <li>
          Telefono: <Link href={phoneHref}>{site.phone}</Link>
        </li>
        <li>
          E-mail: <Link href={`mailto:${site.email}`}>{site.email}</Link>
        </li>
        {open.map((row) => (
          <li key={row.days}>{`${row.days}: ${row.hours}`}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Non scrivere dati sulla tua salute per e-mail: ne parlerai con la nutrizionista durante la visita.
      </Typography>
    </Box>
  );
}
