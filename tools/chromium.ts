import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the browser tests and the performance script start it (Playwright never
 * downloads a browser here): headless, and without the background traffic a closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * engine without the browser's own window and toolbar to draw), as Playwright itself uses for
 * headless tests. On the 2-core machine the browser lane takes a quarter less CPU and time with it
 * than with the full browser (docs/testing.md). The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_TESTS_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' flags: V8 without its optimizing compilers (Maglev, TurboFan). A test's page
 * lives a few seconds, too short for optimized code to pay back its compilation, which runs on a
 * core of its own: the browser lane takes about 6% less CPU of the 2-core machine (541 → 506 busy
 * CPU-seconds, docs/testing.md). Never for `npm run perf`, which measures what visitors get.
 */
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt --no-maglev'];
