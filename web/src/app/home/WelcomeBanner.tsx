import Paper from '@mui/material/Paper';

import { PageTitle } from '../../shared/components/PageTitle';

/** The home page's greeting. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <Paper
      component="section"
      aria-label="Saluto"
      sx={{ p: { xs: 3, md: 4 }, mb: 3, color: 'primary.contrastText', background: 'linear-gradient(135deg, #2e6b5e 0%, #3f8a78 100%)' }}
    >
      <PageTitle
        subtitle={<span style={{ color: 'inherit', opacity: 0.9 }}>Ecco cosa succede nella community e i prossimi appuntamenti.</span>}
      >
        {`Ciao, ${firstName || 'Utente'}!`}
      </PageTitle>
    </Paper>
  );
}
