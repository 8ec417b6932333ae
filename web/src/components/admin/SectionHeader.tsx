import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An admin section's heading and its main action ('Nuovo Corso'). */
export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}
