import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A count shown to visitors, who cannot act on it. */
export function ReadOnlyCount({ icon, count, label, testId }: { icon: ReactNode; count: number; label: string; testId: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: 'text.secondary', px: 1 }}
      role="img"
      aria-label={`${count} ${label}`}
    >
      <span aria-hidden style={{ display: 'flex' }}>
        {icon}
      </span>
      <Typography variant="body2" aria-hidden data-testid={testId}>
        {count}
      </Typography>
    </Stack>
  );
}
