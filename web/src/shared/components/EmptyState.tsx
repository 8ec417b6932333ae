import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a sentence and, optionally, where to go next. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', color: 'text.secondary', display: 'grid', justifyItems: 'center', gap: 1.5 }}
    >
      {icon}
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{title}</Typography>
      {children}
    </Paper>
  );
}
