import { createRequire } from 'node:module';

import { defineConfig } from 'vitest/config';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

// The web app's tests: components in happy-dom, and the client's modules, whose state (a session
// ended, the outbox, stubbed globals) a file must not inherit from another.
const WEB_UNITS = ['web/src/**/*.test.{ts,tsx}'];

// Pure Node tests of the schemas, the functions and the tooling: no DOM, no module state a file changes.
const NODE_UNITS = [
  'schemas/src/**/*.test.ts',
  'tools/docs/**/*.test.ts',
  'tools/eslint/**/*.test.ts',
  'tools/indexes/**/*.test.ts',
  'tools/firestoreEvents.test.ts',
  'tools/testReport.test.ts',
  'tools/testing/fuzzInputs.test.ts',
  'functions/src/shared/clientAddress.test.ts',
  'functions/src/shared/afterSecond.test.ts',
  'functions/src/appointments/slots.test.ts',
  'functions/src/app/routes.test.ts',
  'functions/src/accounts/passwordStrength.test.ts',
  'functions/src/app/mailTemplates.test.ts',
  'functions/src/invoices/invoiceContent.test.ts',
  'functions/src/invoices/fiscalDocuments.test.ts',
  'functions/src/app/pdfFonts.test.ts',
  // These two read the functions' build, which npm test makes before the unit tests.
  'tools/deploy/checkFunctions.test.ts',
  'tools/deploy/firebaseConfig.test.ts',
];

const STACK_FREE = [...WEB_UNITS, ...NODE_UNITS];

// Tests through the real platform: Hosting, the Functions emulator and the event bridge.
const SMOKE = 'tools/smoke/**/*.test.ts';

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
    // API tests wait for their triggers with settled() (tools/testing/api.ts), no polling: a test
    // that needs more time says so itself.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // firebase-functions warns on every JSON CloudEvent of the API lane's triggers, which carries no read time.
    onConsoleLog: (log) => !log.includes('Snapshot has no readTime'),
    projects: [
      // The web app's tests (views, components, the client's modules) need no stack: their files run
      // in parallel, and npm test runs them, with unit-node below, while the stack starts.
      // Vitest's default is one worker less than the cores, one file at a time on two cores. Each file
      // is isolated: without it the DOM files share one document, the app's module state (a session
      // ended, the toasts' readiness) and the hooks a helper registers once, and a test fails on what
      // another file left, depending on which worker ran it (tried: half the CPU, not deterministic).
      // The isolation is a fresh VM context per file in two long-lived processes (vmForks), not a new
      // process per file: alone on the idle machine 107 → 55-60 CPU-seconds, the DOM's setup (happy-dom)
      // 22 s → 1 s and the imports 36 s → 19 s.
      {
        extends: true,
        test: { name: 'unit', include: WEB_UNITS, pool: 'vmForks', maxWorkers: 2, setupFiles: ['tools/testing/unitSetup.ts'] },
      },
      // The pure Node files share their workers' module cache (isolate: false): each isolated file
      // paid a process's start and its imports again, for no state to keep apart.
      { extends: true, test: { name: 'unit-node', include: NODE_UNITS, maxWorkers: 2, isolate: false } },
      // API and trigger tests, in-process: each worker has its own Firestore, app and triggers, emptied
      // for each of its files (tools/testing/apiLane/setup.ts), so files run in parallel on two
      // workers, one process each (not one per file); Auth and MailDev are the stack's.
      {
        extends: true,
        test: {
          name: 'api',
          include: ['functions/src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...STACK_FREE, SMOKE],
          globalSetup: ['tools/testing/apiLane/globalSetup.ts'],
          setupFiles: ['tools/testing/apiLane/setup.ts'],
          maxWorkers: 2,
          isolate: false,
          // A young generation of 64 MB: the lane allocates heavily (gRPC and protobuf to and from the
          // in-process Firestore), and collects less often so. Alone on the idle machine, two runs each:
          // 199 and 184 CPU-seconds before, 182 and 161 after. The unit lane's short files took more with it.
          execArgv: ['--max-semi-space-size=64'],
          // npm test runs this lane at the lowest priority beside the browser tests (tools/test.ts):
          // a file may wait a while for the CPU. The limits only catch a hang.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
        // The Node Firestore's ES module build imports its dependencies without file extensions,
        // which Node's loader refuses: the API lane loads its CommonJS build.
        resolve: { alias: { '@firestore-emulator/server': createRequire(import.meta.url).resolve('@firestore-emulator/server') } },
      },
      // The smoke lane: a few tests against the running stack (Hosting, the Functions emulator, the
      // bridge, MailDev), one file at a time, before the browser tests. Its triggers run in other
      // processes and its tests poll for them (tools/smoke/eventually.ts): long enough for two in turn.
      {
        extends: true,
        test: { name: 'smoke', include: [SMOKE], fileParallelism: false, testTimeout: 120_000, hookTimeout: 60_000 },
      },
    ],
  },
});
