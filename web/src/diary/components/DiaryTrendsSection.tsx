import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { LoadingState } from '../../shared/components/LoadingState';

const DiaryTrends = lazy(() => import('./DiaryTrends'));

/**
 * 'I tuoi andamenti' on /diario: her symptoms, Bristol types and IBS-SSS over time, the charts the
 * doctor sees. They load on request, so the diary's first paint carries no chart code.
 */
export function DiaryTrendsSection() {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="diary-trends-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="diary-trends-title" component="h2" variant="h6">
          I tuoi andamenti
        </Typography>
        <Button variant="outlined" aria-expanded={open} aria-controls="diary-trends" onClick={() => setOpen(!open)}>
          {open ? 'Nascondi i grafici' : 'Mostra i grafici'}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Sintomi, scala di Bristol e IBS-SSS degli ultimi 30 giorni, come li vede la tua nutrizionista.
      </Typography>
      <Box id="diary-trends" sx={{ mt: 2 }} hidden={!open}>
        {open && (
          <Suspense fallback={<LoadingState label="Caricamento degli andamenti..." />}>
            <DiaryTrends />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
