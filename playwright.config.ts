import { defineConfig } from '@playwright/test';

import { CHROMIUM_TEST_FLAGS, CHROMIUM_TESTS_PATH } from './tools/chromium';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const TOURS = /tour-\w+\.spec\.ts$/;

// Browser tests in Debian's Chromium against the full local stack that `npm test` starts.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Its own folder, which Playwright empties when it starts: test-results/ keeps the vitest reports
  // and the emulators' logs of the same run.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${5000 + offset}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A phone asking for less motion: the app then draws no animation (web/src/app/theme.ts), and a
    // test neither waits for one nor reads a page halfway through a fade. e2e/patient-week.spec.ts
    // keeps the default motion, which most patients have.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker by default: tests that route or hold the page's requests need to see them all.
    // e2e/pwa.spec.ts allows it and tests it (docs/offline.md).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_TESTS_PATH, args: CHROMIUM_TEST_FLAGS },
  },
  // Every test makes its own data and leaves the shared demo data as it is (docs/testing.md, Test data).
  // The three tours are the longest files (20-80 s each): they go first, so that the run does not
  // end with one worker on a tour while the other has nothing left.
  projects: [
    { name: 'tours', testMatch: TOURS, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'journeys', testIgnore: TOURS, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
