import { defineConfig } from 'vitest/config';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

const STACK_FREE = [
  'schemas/src/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'tools/docs/**/*.test.ts',
  'tools/indexes/**/*.test.ts',
  'tools/firestoreEvents.test.ts',
  'tools/testReport.test.ts',
  'functions/src/app/clientAddress.test.ts',
  'functions/src/app/afterSecond.test.ts',
  'functions/src/appointments/slots.test.ts',
];

// Unit tests and API tests. API tests (functions/src/**, tools/**) talk to the stack that `npm test`
// starts; the Admin SDK in them reaches the same emulators.
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/*.rules.test.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-nutrizione',
      METADATA_SERVER_DETECTION: 'none',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${8080 + offset}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${9099 + offset}`,
    },
    // Long enough for a test that waits for two triggers in turn (tools/testing/api.ts, TRIGGER_WAIT_MS).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      // Tests that need no stack (schemas, views, components, pure server and tooling code, the
      // documents): their files run in parallel, and npm test runs them while the stack starts.
      { extends: true, test: { name: 'unit', include: STACK_FREE } },
      // API and trigger tests share the running stack's data (the stats document, the price list,
      // per-client limits) and its two cores: one file at a time keeps their counts and timings steady.
      {
        extends: true,
        test: {
          name: 'api',
          include: ['functions/src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...STACK_FREE],
          fileParallelism: false,
        },
      },
    ],
  },
});
