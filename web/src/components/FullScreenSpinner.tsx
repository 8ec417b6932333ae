import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullScreenSpinner() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <CircularProgress aria-label="Caricamento" />
    </Box>
  );
}
