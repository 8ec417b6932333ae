import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A list's loading state, announced to screen readers. */
export function LoadingState({ label = 'Caricamento...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
