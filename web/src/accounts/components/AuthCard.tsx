import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

import { site } from '../../shared/site';

/**
 * The fields of the sign-in and sign-up forms, whose HTML is prerendered: the label stays above the
 * field, so that what is typed before the app's code has come never runs under it.
 */
export const AUTH_FIELD = { slotProps: { inputLabel: { shrink: true } } } as const;

/** The centred card of the pages around an account (login, sign-up, password reset, e-mail links). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | ${site.doctorName}`;
  }, [title]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
