import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';
import { afterAll, describe, expect, it } from 'vitest';

import { api } from '../../../../../tools/testing/api';
import { at, DAY, deleteSignedIn, HOUR, MINUTE, signedIn } from '../../../../../tools/testing/sessionClock';

afterAll(deleteSignedIn);

/** GET /api/auth/user at `instant`: the status and the renewed cookie, if the answer sets one. */
async function useAt(cookie: string, instant: number) {
  const response = await api('/api/auth/user', { cookie, headers: at(instant) });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const renewed = /^__session=[^;]+/.exec(setCookie)?.[0];
  return { status: response.status, renewed, maxAge: Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]), body: response.body };
}

describe('a remembered session outlives the 14 days of a Firebase cookie (docs/security.md, Sessions)', { timeout: 60_000 }, () => {
  it('gets a new cookie near the old one’s end, keeping its start: it lasts 30 days, then ends', async () => {
    const user = await signedIn({ rememberMe: true });
    const start = Date.now();

    // Eight days left on the cookie, more than the 7 idle days: nothing to renew.
    const early = await useAt(user.cookie, start + 6 * DAY);
    expect(early).toMatchObject({ status: 200, renewed: undefined });

    // Less than 7 days left: the answer carries a new cookie for the rest of the session, at most 14 days.
    const renewal = await useAt(user.cookie, start + 8 * DAY);
    expect(renewal.status).toBe(200);
    expect(renewal.renewed).toMatch(/^__session=/);
    expect(renewal.renewed).not.toBe(user.cookie);
    expect(renewal.maxAge).toBe(14 * 24 * 60 * 60);
    const second = renewal.renewed!;

    // The new cookie works past the first one's 14 days; the old one ends a minute after the renewal.
    expect((await useAt(second, start + 8 * DAY + 30 * 1000)).renewed).toBeUndefined();
    expect(await useAt(user.cookie, start + 8 * DAY + 30 * 1000)).toMatchObject({ status: 200 });
    expect(await useAt(user.cookie, start + 8 * DAY + 2 * MINUTE)).toMatchObject({ status: 401, body: { message: SESSION_ENDED_MESSAGE } });
    expect(await useAt(second, start + 14 * DAY + 12 * HOUR)).toMatchObject({ status: 200, renewed: undefined });

    // Near the second cookie's end (8 + 14 = 22 days) a third one, only up to the session's 30 days.
    const again = await useAt(second, start + 20 * DAY);
    expect(again.status).toBe(200);
    // What is left of the 30 days counted from the sign-in (a few milliseconds before `start`).
    expect(again.maxAge).toBeGreaterThan(10 * 24 * 60 * 60 - 60);
    expect(again.maxAge).toBeLessThanOrEqual(10 * 24 * 60 * 60);
    const third = again.renewed!;
    expect(await useAt(third, start + 26 * DAY)).toMatchObject({ status: 200, renewed: undefined });
    expect(await useAt(third, start + 30 * DAY - MINUTE)).toMatchObject({ status: 200, renewed: undefined });
    // The absolute end is the sign-in's: 30 days, whatever the renewals.
    expect(await useAt(third, start + 30 * DAY + MINUTE)).toMatchObject({ status: 401, body: { message: SESSION_ENDED_MESSAGE } });
  });

  it('left idle for 7 days it ends, and no renewal revives it', async () => {
    const user = await signedIn({ rememberMe: true });
    const start = Date.now();
    expect(await useAt(user.cookie, start + 6 * DAY)).toMatchObject({ status: 200, renewed: undefined });
    expect(await useAt(user.cookie, start + 13 * DAY + HOUR)).toMatchObject({ status: 401, renewed: undefined });
  });

  it('never renews a session that fits in its cookie: a member’s 12 hours, an admin’s or a doctor’s', async () => {
    for (const options of [{}, { admin: true, rememberMe: true }, { doctor: true, rememberMe: true }]) {
      const user = await signedIn(options);
      const start = Date.now();
      for (let instant = start + 25 * MINUTE; instant < start + 12 * HOUR; instant += 25 * MINUTE) {
        expect(await useAt(user.cookie, instant)).toMatchObject({ status: 200, renewed: undefined });
      }
    }
  });
});
