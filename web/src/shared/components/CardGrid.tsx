import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards in one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        '& > li': { display: 'flex' },
        '& > li > *': { flexGrow: 1 },
      }}
    >
      {children}
    </Box>
  );
}
