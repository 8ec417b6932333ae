import { defineConfig } from 'vitest/config';

// The index check: it reads the query shapes that the API and browser tests made the functions
// record, so npm test runs it after them (tools/test.ts).
export default defineConfig({
  test: { include: ['tools/indexes/*.check.ts'] },
});
