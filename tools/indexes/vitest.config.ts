import { defineConfig } from 'vitest/config';

// The index and round-trip checks: they read the query shapes and the round trips that the API and
// browser tests made the functions record, so npm test runs them after those (tools/test.ts).
export default defineConfig({
  test: { include: ['tools/indexes/*.check.ts', 'tools/roundTrips/*.check.ts'] },
});
