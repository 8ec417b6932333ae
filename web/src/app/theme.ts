import { fontFamily, palette } from '@app/schemas/shared/palette';
import { itIT } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The practice's look: calm green and warm sand, readable type, generous touch targets. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: palette.primary, contrastText: '#ffffff' },
      secondary: { main: palette.secondary, contrastText: '#ffffff' },
      error: { main: palette.error },
      background: { default: palette.background, paper: palette.paper },
      text: { primary: palette.text, secondary: palette.textSecondary },
    },
    // A member whose phone asks for less motion (prefers-reduced-motion) gets none, and a change of
    // the setting applies at once: MUI's transitions (dialogs, menus, drawers, collapses) take no
    // time, ripples and skeletons stand still, spinners stop turning; the date pickers follow the
    // same setting. The browser tests ask for it too: what they check is the same, without waiting
    // for animations (docs/testing.md).
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
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
