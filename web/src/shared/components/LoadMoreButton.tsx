import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The next page of a paged list. */
export function LoadMoreButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onClick} disabled={loading}>
        {loading ? 'Caricamento...' : 'Carica altri'}
      </Button>
    </Box>
  );
}
