import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';
import { afterAll, describe, expect, it } from 'vitest';

import { api, login } from '../../../../../tools/testing/api';
import { at, DAY, deleteSignedIn, HOUR, MINUTE, signedIn } from '../../../../../tools/testing/sessionClock';

afterAll(deleteSignedIn);

const statusAt = async (cookie: string, instant: number) => (await api('/api/auth/user', { cookie, headers: at(instant) })).status;

/** A browser's cookie: it follows every `__session` an answer sets (a renewal). */
function followingCookies(initial: string) {
  let cookie = initial;
  return {
    cookie: () => cookie,
    async statusAt(instant: number) {
      const response = await api('/api/auth/user', { cookie, headers: at(instant) });
      const renewed = /^__session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
      if (renewed) cookie = renewed;
      return response.status;
    },
  };
}

/** Uses the session every `stepMs` from `start` until `until`; answers the statuses. */
async function keepUsing(cookie: string, start: number, stepMs: number, until: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let instant = start + stepMs; instant < until; instant += stepMs) statuses.push(await statusAt(cookie, instant));
  return statuses;
}

async function expectEnded(cookie: string, instant: number) {
  const response = await api('/api/auth/user', { cookie, headers: at(instant) });
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ message: SESSION_ENDED_MESSAGE });
  // Said once: the cookie is cleared with it.
  expect(response.headers.get('set-cookie')).toMatch(/^__session=;/);
}

describe('session lifetimes (docs/security.md, Sessions)', { timeout: 60_000 }, () => {
  it('a member without “Ricordami” is signed out after 30 minutes without requests', async () => {
    const user = await signedIn();
    const start = Date.now();
    expect(await statusAt(user.cookie, start + 29 * MINUTE)).toBe(200);
    // The request at +29 min counts as activity: the idle time starts again.
    expect(await statusAt(user.cookie, start + 58 * MINUTE)).toBe(200);
    await expectEnded(user.cookie, start + 58 * MINUTE + 31 * MINUTE);
  });

  it('a member without “Ricordami” is signed out after 12 hours however active', async () => {
    const user = await signedIn();
    const start = Date.now();
    expect(await keepUsing(user.cookie, start, 25 * MINUTE, start + 12 * HOUR)).toSatisfy((all: number[]) => all.every((s) => s === 200));
    await expectEnded(user.cookie, start + 12 * HOUR + MINUTE);
  });

  it('with “Ricordami” a member stays signed in over 30 idle minutes, up to 7 idle days and 30 days in all', async () => {
    const user = await signedIn({ rememberMe: true });
    const start = Date.now();
    // The browser keeps the cookie the answers renew (sessionRenewal.test.ts): 30 days outlast one cookie.
    const browser = followingCookies(user.cookie);
    const statuses = [];
    for (const day of [6, 12, 18, 24, 29]) statuses.push(await browser.statusAt(start + day * DAY));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await expectEnded(browser.cookie(), start + 30 * DAY + MINUTE);

    const idle = await signedIn({ rememberMe: true });
    const idleStart = Date.now();
    expect(await statusAt(idle.cookie, idleStart + 2 * HOUR)).toBe(200);
    await expectEnded(idle.cookie, idleStart + 2 * HOUR + 7 * DAY + MINUTE);
  });

  it('an admin or a doctor gets 2 idle hours and 12 hours in all, whatever “Ricordami” says', async () => {
    for (const roles of [{ admin: true }, { doctor: true }]) {
      const staff = await signedIn({ ...roles, rememberMe: true });
      const start = Date.now();
      expect(await statusAt(staff.cookie, start + 119 * MINUTE)).toBe(200);
      await expectEnded(staff.cookie, start + 119 * MINUTE + 121 * MINUTE);

      const busy = await signedIn({ ...roles, rememberMe: true });
      const busyStart = Date.now();
      expect(await keepUsing(busy.cookie, busyStart, 110 * MINUTE, busyStart + 12 * HOUR)).toSatisfy((all: number[]) =>
        all.every((s) => s === 200),
      );
      await expectEnded(busy.cookie, busyStart + 12 * HOUR + MINUTE);
    }
  });

  it('gives the cookie the session’s length: 12 hours, or with “Ricordami” the 14 days of a Firebase session cookie', async () => {
    const user = await signedIn();
    const maxAge = async (rememberMe: boolean) => {
      const response = await api('/api/simple-login', {
        method: 'POST',
        body: { username: user.email, password: user.password, rememberMe },
      });
      return Number(/Max-Age=(\d+)/i.exec(response.headers.get('set-cookie') ?? '')?.[1]);
    };
    expect(await maxAge(false)).toBe(12 * 60 * 60);
    expect(await maxAge(true)).toBe(14 * 24 * 60 * 60);
  });

  it('a signed-out caller without a cookie gets the plain 401, not the expiry note', async () => {
    const response = await api('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Accesso richiesto' });
  });

  it('keeps the session check’s own round trips out of the handler’s count', async () => {
    const user = await signedIn();
    const fresh = await login(user.email, user.password);
    const response = await api('/api/auth/user', { cookie: fresh });
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toMatch(/session;desc="1 round trips"/);
  });
});
