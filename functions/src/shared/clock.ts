import type { Request } from 'express';

import { isEmulator } from './firebase';

/**
 * Tests move the clock of one request with this header (milliseconds since the epoch), to check
 * rules about time (a session's idle and absolute expiry) without waiting. Only the emulators read
 * it, as they read X-Test-Client-Address (app/clientAddress.ts): in production it is ignored.
 */
export const TEST_NOW_HEADER = 'x-test-now';

/** The request's "now" in milliseconds: the real clock, or the test header's on the emulators. */
export function nowOf(req: Pick<Request, 'get'>, emulator = isEmulator): number {
  if (emulator) {
    const header = Number(req.get(TEST_NOW_HEADER));
    if (Number.isSafeInteger(header) && header > 0) return header;
  }
  return Date.now();
}
