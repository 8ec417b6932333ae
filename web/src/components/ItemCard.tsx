import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Tighter padding, for the many short items of a timeline. */
  dense?: boolean;
  testId?: string;
}

/** One item of a list (a diary entry, a patient, a conversation, a request): an outlined article, its lines one under another. */
export function ItemCard({ children, dense = false, testId }: Props) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: dense ? 1.5 : 2, display: 'grid', gap: 0.5 }} data-testid={testId}>
      {children}
    </Paper>
  );
}
