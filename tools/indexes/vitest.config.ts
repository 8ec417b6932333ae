import { defineConfig } from 'vitest/config';

// The index check: it reads the query shapes that the API and browser tests made the functions
// record, so npm test runs it after them (tools/test.ts). Paths are relative to this folder.
export default defineConfig({
  test: { include: ['*.check.ts'] },
});
