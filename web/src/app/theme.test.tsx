// @vitest-environment happy-dom
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The phone's setting, as the theme reads it when the app starts. */
async function themeFor(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: reducedMotion && media === REDUCED_MOTION,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.resetModules();
  return (await import('./theme')).theme;
}

/** Whether a button the theme draws grows MUI's ripple when pressed (it mounts it on the first press). */
async function hasRipple(theme: Awaited<ReturnType<typeof themeFor>>) {
  render(
    <ThemeProvider theme={theme}>
      <Button>Prenota</Button>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Prenota' });
  await act(async () => {
    fireEvent.mouseDown(button);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  return button.querySelector('.MuiTouchRipple-root') !== null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the theme and a phone that asks for less motion', () => {
  it('draws no transition, no ripple, no skeleton wave, and stills the CSS animations', async () => {
    const theme = await themeFor(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    expect(JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides)).toContain('"animationDuration":"0.01ms !important"');
    expect(await hasRipple(theme)).toBe(false);
  });

  it('keeps every animation otherwise, with the same look', async () => {
    const theme = await themeFor(false);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiCssBaseline).toBeUndefined();
    expect(await hasRipple(theme)).toBe(true);
    expect(theme.palette.primary.main).toBe((await themeFor(true)).palette.primary.main);
  });
});
