import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { site } from '../site';

/** The frame of the public pages other than the landing page: brand, links, sign-in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component={RouterLink} to="/" sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}>
            {site.doctorName}
          </Typography>
          <Box component="nav" aria-label="Sezioni pubbliche" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/services">
              Servizi
            </Button>
            <Button component={RouterLink} to="/calendar">
              Calendario
            </Button>
            <Button component={RouterLink} to="/community">
              Community
            </Button>
            <Button component={RouterLink} to="/login" variant="contained">
              Accedi
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}
