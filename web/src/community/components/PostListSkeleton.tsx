import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function PostListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Caricamento dei post">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={180} />
      ))}
    </Stack>
  );
}
