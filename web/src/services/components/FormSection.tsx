import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of the booking form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 2, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
