/**
 * The practice's colours: calm green and warm sand. Shared by the MUI theme (members' area, login,
 * public pages), the landing page's stylesheet variables (it carries no MUI) and the e-mails.
 */
export const palette = {
  primary: '#2e6b5e',
  primaryDark: '#1f4d43',
  primaryLight: '#e7f0ed',
  secondary: '#8a5a2b',
  sand: '#f3ece2',
  error: '#b3261e',
  background: '#faf8f5',
  paper: '#ffffff',
  text: '#1f2a27',
  textSecondary: '#4a5551',
} as const;

export const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
