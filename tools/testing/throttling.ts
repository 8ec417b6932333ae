/**
 * What the tests of a throttled password check share: the sign-in and the current-password checks
 * count their attempts the same way (docs/security.md, Throttling), so their tests set up and
 * read a burst the same way.
 */
import { afterAll, beforeAll, expect } from 'vitest';

import { adminAuth, type ApiResponse, createUser, type TestUser } from './api';

/** What a throttled attempt answers (429). */
export const TOO_MANY_FAILED_SIGN_INS = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';

/** The file's set-up: a member whose password is tried, created before the first test and deleted after the file. */
export function memberForThrottling(): { readonly current: TestUser } {
  const member = {} as { current: TestUser };
  beforeAll(async () => {
    member.current = await createUser();
  });
  afterAll(() => adminAuth.deleteUser(member.current.uid));
  return member;
}

/**
 * Twenty parallel wrong passwords are counted before they are checked: at most 10 are checked
 * (answered with `checkedStatus`), the others are refused with 429 and the throttle's message.
 * All twenty may be refused: when every increment lands before the first count is read back, each
 * attempt sees twenty (tests in sequence show the first ten checked).
 */
export function expectCountedBeforeChecking(burst: ApiResponse[], checkedStatus: number): void {
  const checked = burst.filter((answer) => answer.status === checkedStatus);
  const refused = burst.filter((answer) => answer.status === 429);
  expect(checked.length).toBeLessThanOrEqual(10);
  expect(refused.length).toBeGreaterThanOrEqual(10);
  expect(checked.length + refused.length, `statuses: ${burst.map((answer) => answer.status).join(' ')}`).toBe(burst.length);
  for (const answer of refused) expect(answer.body).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
}
