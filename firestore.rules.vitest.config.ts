import { defineConfig } from 'vitest/config';

// The Firestore rules suite: it needs the official Firestore emulator (npm test runs it only then).
export default defineConfig({
  test: { include: ['firestore.rules.test.ts'], testTimeout: 30_000 },
});
