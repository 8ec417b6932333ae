import { defineConfig } from '@playwright/test';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

// Tests that read or change data with the Admin SDK (tools/testing/api.ts) reach the stack's
// emulators; `npm test` sets these already, a bare `npx playwright test` gets them here.
process.env.GCLOUD_PROJECT ??= 'demo-nutrizione';
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${8080 + offset}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${9099 + offset}`;

// Browser tests in Debian's Chromium against the full local stack that `npm test` starts.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${5000 + offset}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
