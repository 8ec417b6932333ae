/** Helpers for the tests of session lifetimes: the request's clock and users deleted after the file. */
import { adminAuth, createUser, type TestUser } from './api';

/** The request's clock on the emulators (functions/src/shared/clock.ts): time rules without waiting. */
export const at = (instant: number) => ({ 'X-Test-Now': String(instant) });
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Signed-in users made by `signedIn`, deleted by `deleteSignedIn` (in afterAll). */
const users: TestUser[] = [];
export async function signedIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  users.push(user);
  return user;
}
export const deleteSignedIn = () => Promise.all(users.splice(0).map((user) => adminAuth.deleteUser(user.uid)));
