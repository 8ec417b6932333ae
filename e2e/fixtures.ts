/**
 * Browser tests that start signed in: a fresh user made with the Admin SDK on the emulators, its
 * session cookie from POST /api/simple-login put on the browser context (no login form), and the
 * Auth user deleted after the test. The login form itself is tested in session.spec.ts.
 *
 * The profile (`users/{uid}`) stays: deleting it would run the whole account erasure
 * (`onUserDeletedErasure`) after every test, on the one-threaded local Firestore. Tests never count
 * users (member lists are searched by the test's own user; figures are compared with the page's own
 * answers), and the erasure has its own tests (API tests and diary-erasure.spec.ts).
 */
import './emulatorEnv';

import { type BrowserContext, type Page, test as base } from '@playwright/test';

import { adminAuth, createUser, type TestUser } from '../tools/testing/api';
import { SESSION_HINT_COOKIE } from '../web/src/app/sessionHint';

export { expect } from '@playwright/test';

export interface UserNames {
  firstName: string;
  lastName: string;
}

interface SignedInFixtures {
  /** The names of the fresh member or admin (`test.use({ userNames })` to change them). */
  userNames: UserNames;
  /** Whether the fresh user signed in with 'Ricordami' (`test.use({ remembered: true })`): only such a member's answers are kept offline. */
  remembered: boolean;
  /** A fresh member, signed in on the test's page. */
  member: TestUser;
  /** A fresh admin, signed in on the test's page (not together with `member`). */
  admin: TestUser;
  /** A fresh admin with the doctor's role too, as the demo admin (health data, the Sistema TS). */
  doctor: TestUser;
  /** Another fresh member signed in on a page of their own browser context, closed after the test. */
  otherMemberPage: (names?: UserNames) => Promise<{ user: TestUser; page: Page }>;
}

/**
 * Puts the user's session cookie (`__session=…`, as the login answer sets it) on the context, and the
 * app's session hint, as a browser that signed in has them (without the hint, "/" is a visitor's landing page).
 */
export async function addSessionCookie(context: BrowserContext, user: TestUser, baseURL: string) {
  const separator = user.cookie.indexOf('=');
  await context.addCookies([
    { name: user.cookie.slice(0, separator), value: user.cookie.slice(separator + 1), url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: SESSION_HINT_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

/** A test may have erased the account itself (DELETE /api/account): nothing left to delete then. */
const unlessGone = (error: { code?: string }) => {
  if (error.code !== 'auth/user-not-found') throw error;
};

/** Deletes the Auth user, so its session ends; the profile stays (see above). */
async function deleteUser(user: TestUser) {
  await adminAuth.deleteUser(user.uid).catch(unlessGone);
}

/** A fresh user signed in on `context` for the length of `use`, its Auth user deleted afterwards. */
async function withSignedInUser(
  context: BrowserContext,
  baseURL: string,
  options: UserNames & { admin?: boolean; doctor?: boolean; rememberMe?: boolean },
  use: (user: TestUser) => Promise<void>,
) {
  const user = await createUser(options);
  try {
    await addSessionCookie(context, user, baseURL);
    await use(user);
  } finally {
    await deleteUser(user);
  }
}

export const test = base.extend<SignedInFixtures>({
  userNames: [{ firstName: 'Marta', lastName: 'Verdi' }, { option: true }],
  remembered: [false, { option: true }],

  member: async ({ context, baseURL, userNames, remembered }, use) => {
    await withSignedInUser(context, baseURL!, { ...userNames, rememberMe: remembered }, use);
  },

  admin: async ({ context, baseURL, userNames, remembered }, use) => {
    await withSignedInUser(context, baseURL!, { ...userNames, admin: true, rememberMe: remembered }, use);
  },

  doctor: async ({ context, baseURL, userNames }, use) => {
    await withSignedInUser(context, baseURL!, { ...userNames, admin: true, doctor: true }, use);
  },

  otherMemberPage: async ({ browser, baseURL }, use) => {
    const opened: { user: TestUser; context: BrowserContext }[] = [];
    try {
      await use(async (names = { firstName: 'Luisa', lastName: 'Gialli' }) => {
        const user = await createUser(names);
        const context = await browser.newContext();
        opened.push({ user, context });
        await addSessionCookie(context, user, baseURL!);
        return { user, page: await context.newPage() };
      });
    } finally {
      await Promise.all(opened.map(async ({ user, context }) => Promise.all([context.close(), deleteUser(user)])));
    }
  },
});
