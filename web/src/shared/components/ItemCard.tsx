import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Tighter padding, for the many short items of a timeline. */
  dense?: boolean;
  testId?: string;
  /** Written on this device and not yet sent (the offline outbox): marked for tests and styles. */
  pending?: boolean;
}

/** One item of a list (a diary entry, a patient, a conversation, a request): an outlined article, its lines one under another. */
export function ItemCard({ children, dense = false, testId, pending = false }: Props) {
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: dense ? 1.5 : 2, display: 'grid', gap: 0.5 }}
      data-testid={testId}
      data-pending={pending || undefined}
    >
      {children}
    </Paper>
  );
}
