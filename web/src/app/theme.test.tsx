// @vitest-environment happy-dom
import Fade from '@mui/material/Fade';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { theme } from './theme';

const FADE_MS = 1000;

/** The phone's motion setting, as MUI reads it (matchMedia). */
function phoneAsksForLessMotion(asks: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: asks && media === '(prefers-reduced-motion: reduce)',
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A fade of FADE_MS drawn with the app's theme; answers the spy its end calls. */
function fadeIn() {
  const entered = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <Fade in appear timeout={FADE_MS} onEntered={entered}>
        <div>Prenotazione confermata</div>
      </Fade>
    </ThemeProvider>,
  );
  return entered;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the theme and the phone's motion setting", () => {
  it('ends a transition at once when the phone asks for less motion', () => {
    vi.useFakeTimers();
    phoneAsksForLessMotion(true);
    const entered = fadeIn();
    act(() => vi.advanceTimersByTime(1));
    expect(entered).toHaveBeenCalledTimes(1);
  });

  it('gives a transition its time otherwise', () => {
    vi.useFakeTimers();
    phoneAsksForLessMotion(false);
    const entered = fadeIn();
    act(() => vi.advanceTimersByTime(FADE_MS - 1));
    expect(entered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(entered).toHaveBeenCalledTimes(1);
  });
});
