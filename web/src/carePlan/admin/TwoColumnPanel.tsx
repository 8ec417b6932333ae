import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A panel of the patient's page: its heading across, then its parts side by side from tablet width (one under another on a phone). */
export function TwoColumnPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ gridColumn: '1 / -1' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
