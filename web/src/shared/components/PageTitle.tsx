import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

/** The page's h1, also set as the document title. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} | Nutrizionista Funzionale`;
  }, [children]);
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: subtitle ? 1 : 3 }}>
        {children}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
