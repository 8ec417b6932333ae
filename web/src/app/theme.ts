import { createTheme } from '@mui/material/styles';
import { itIT } from '@mui/material/locale';

/** The practice's look: calm green and warm sand, readable type, generous touch targets. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#2e6b5e', contrastText: '#ffffff' },
      secondary: { main: '#8a5a2b', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      background: { default: '#faf8f5', paper: '#ffffff' },
      text: { primary: '#1f2a27', secondary: '#4a5551' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
      h2: { fontWeight: 700, fontSize: '1.9rem', lineHeight: 1.25 },
      h3: { fontWeight: 700, fontSize: '1.5rem' },
      h4: { fontWeight: 700, fontSize: '1.3rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    },
  },
  itIT,
);
