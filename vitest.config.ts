import { defineConfig } from 'vitest/config';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

// Unit tests and API tests. API tests (functions/src/api/**) talk to the stack that `npm test`
// starts; the Admin SDK in them reaches the same emulators.
export default defineConfig({
  test: {
    include: ['schemas/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.rules.test.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-nutrizione',
      METADATA_SERVER_DETECTION: 'none',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${8080 + offset}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${9099 + offset}`,
    },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One API test file at a time keeps the emulators' load (and the timings) steady on 2 cores.
    fileParallelism: false,
  },
});
