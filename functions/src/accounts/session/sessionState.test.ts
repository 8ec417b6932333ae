import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';

import { adminAuth, createUser } from '../../../../tools/testing/api';
import { revokeSessionsNow } from '../../shared/session';
import { endsSession } from './sessionState';

/** The Admin SDK's error for this cookie (`__session=…`), checked as the session check does (with revocation). */
const failureOf = (auth: ReturnType<typeof getAuth>, cookie: string) =>
  auth.verifySessionCookie(cookie.replace(/^__session=/, ''), true).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('which failures of the cookie check end a session', () => {
  it('ends it for a forged cookie, a revoked one and a deleted account', async () => {
    const [revoked, deleted] = await Promise.all([createUser(), createUser()]);
    await revokeSessionsNow(revoked.uid);
    await adminAuth.deleteUser(deleted.uid);
    const failures = await Promise.all([
      failureOf(adminAuth, 'not-a-session'),
      failureOf(adminAuth, revoked.cookie),
      failureOf(adminAuth, deleted.cookie),
    ]);
    expect(failures.map((failure) => (failure as { code?: string }).code)).toEqual([
      'auth/argument-error',
      'auth/session-cookie-revoked',
      'auth/user-not-found',
    ]);
    expect(failures.map(endsSession)).toEqual([true, true, true]);
  });

  it('keeps it when the Auth service cannot be reached: the request fails, the member stays signed in', async () => {
    const user = await createUser();
    const reachable = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // The SDK reads the address when its Auth is made: one made for a port nobody listens on is an outage.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
    const outage = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'auth-outage');
    try {
      const failure = await failureOf(getAuth(outage), user.cookie);
      expect((failure as { code?: string }).code).toBe('app/network-error');
      expect(endsSession(failure)).toBe(false);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = reachable;
      await deleteApp(outage);
    }
  });
});
