import { fontFamily, palette } from '@app/schemas/shared/palette';
import { itIT } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * A member who asked her phone for less motion (prefers-reduced-motion) gets none: dialogs, menus and
 * drawers appear at once, buttons have no ripple, spinners and skeletons stand still. Read when the
 * app starts; a change of the setting applies from the next load. The browser tests ask for it too:
 * what they check is the same, without waiting for animations (docs/testing.md).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

const stillOptions: ThemeOptions = {
  transitions: { create: () => 'none', getAutoHeightDuration: () => 0, duration: NO_DURATION },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
    // What MUI's options above do not reach: the components' own CSS animations (a spinner's turn)
    // and the app's transitions.
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};

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
  reducedMotion ? stillOptions : {},
  itIT,
);
