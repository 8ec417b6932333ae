import { describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, uniqueClientAddress } from '../../../../../tools/testing/api';
import { at } from '../../../../../tools/testing/sessionClock';
import { expectCountedBeforeChecking, memberForThrottling, TOO_MANY_FAILED_SIGN_INS } from '../../../../../tools/testing/throttling';
import { RATE_LIMITS } from '../../../shared/rateLimits';

const member = memberForThrottling();
/**
 * The file's sign-ins all happen at this instant (the request's clock): the limits count in fixed
 * windows of 15 minutes, and a test whose attempts straddled a window's end saw its count start over.
 */
const CLOCK = Date.now();

const signIn = (username: string, password: string, client: string, instant = CLOCK) =>
  api<{ message?: string }>('/api/simple-login', {
    method: 'POST',
    body: { username, password },
    headers: { ...fromClient(client), ...at(instant) },
  });

describe('POST /api/simple-login throttling', { timeout: 120_000 }, () => {
  it('counts a failure before the password is checked: of 20 parallel wrong passwords at most 10 are checked', async () => {
    const client = uniqueClientAddress();
    const burst = await Promise.all(Array.from({ length: 20 }, () => signIn(member.current.email, 'sbagliata', client)));
    expectCountedBeforeChecking(burst, 401);
  });

  it('after 10 failures for an e-mail from one address answers 429 there, even to the right password; the owner elsewhere signs in', async () => {
    const owner = await createUser();
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await signIn(attempt % 2 ? owner.email : owner.email.toUpperCase(), 'sbagliata', stranger);
      expect(failed.status).toBe(401);
      expect(failed.body).toEqual({ message: 'Credenziali non valide' });
    }
    for (const password of ['sbagliata', owner.password]) {
      const refused = await signIn(owner.email, password, stranger);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const fromHome = await signIn(owner.email, owner.password, uniqueClientAddress());
    expect(fromHome.status).toBe(200);
    expect(fromHome.headers.get('set-cookie')).toMatch(/^__session=/);
    await adminAuth.deleteUser(owner.uid);
  });

  it('past the account’s budget (20 failures from strangers) refuses every unknown address, even the right password, and e-mails the owner once; she signs in where she did before', async () => {
    const owner = await createUser();
    const home = uniqueClientAddress();
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
    for (const stranger of [uniqueClientAddress(), uniqueClientAddress()]) {
      const failures = await Promise.all(Array.from({ length: 10 }, () => signIn(owner.email, 'sbagliata', stranger)));
      expect(failures.every((answer) => answer.status === 401)).toBe(true);
    }
    for (const password of ['sbagliata', owner.password, 'ancora-sbagliata']) {
      const refused = await signIn(owner.email, password, uniqueClientAddress());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const warnings = await db.collection('mail').where('userId', '==', owner.uid).where('template', '==', 'failedAttempts').get();
    expect(warnings.size).toBe(1);
    expect(JSON.stringify(warnings.docs[0]!.data())).not.toContain('sbagliata');
    const atHome = await signIn(owner.email, owner.password, home);
    expect(atHome.status).toBe(200);
    expect(atHome.headers.get('set-cookie')).toMatch(/^__session=/);
    await adminAuth.deleteUser(owner.uid);
  });

  it('fifty wrong passwords at once from fifty addresses: at most the budget’s twenty are checked', async () => {
    const owner = await createUser();
    const burst = await Promise.all(Array.from({ length: 50 }, () => signIn(owner.email, 'sbagliata', uniqueClientAddress())));
    const checked = burst.filter((answer) => answer.status === 401).length;
    const refused = burst.filter((answer) => answer.status === 429).length;
    expect(checked + refused, burst.map((answer) => answer.status).join(' ')).toBe(50);
    expect(checked).toBeLessThanOrEqual(20);
    expect(refused).toBeGreaterThanOrEqual(30);
    await adminAuth.deleteUser(owner.uid);
  });

  it('answers an unknown e-mail exactly as a wrong password, and limits it the same way', async () => {
    const client = uniqueClientAddress();
    const unknown = `nessuno-${Date.now()}@prova.test`;
    const answers = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) answers.push(await signIn(unknown, 'qualsiasi', client));
    expect(answers.slice(0, 10).every((answer) => answer.status === 401 && answer.body.message === 'Credenziali non valide')).toBe(true);
    expect(answers[10]!.status).toBe(429);
  });

  it('counts in the request’s own windows: ten failures just before a window ends are refused there, and checked again from its end', async () => {
    const owner = await createUser();
    const stranger = uniqueClientAddress();
    const { windowMs } = RATE_LIMITS.loginFailuresPerEmailAndAddress;
    // The end of the window after the file's: instants no other test of the file uses.
    const windowEnd = (Math.floor(CLOCK / windowMs) + 2) * windowMs;
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await signIn(owner.email, 'sbagliata', stranger, windowEnd - 1000)).status).toBe(401);
    expect((await signIn(owner.email, 'sbagliata', stranger, windowEnd - 1)).status).toBe(429);
    expect((await signIn(owner.email, 'sbagliata', stranger, windowEnd)).status).toBe(401);
    await adminAuth.deleteUser(owner.uid);
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser();
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 12; attempt += 1) expect((await signIn(user.email, user.password, client)).status).toBe(200);
    await adminAuth.deleteUser(user.uid);
  });

  it('after 50 failures from one address refuses every e-mail from it, and no other address', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      expect((await signIn(`sconosciuto-${attempt}-${Date.now()}@prova.test`, 'x', client)).status).toBe(401);
    }
    expect((await signIn(member.current.email, 'sbagliata-ma-altro-indirizzo', client)).status).toBe(429);
    const elsewhere = await createUser();
    expect((await signIn(elsewhere.email, elsewhere.password, uniqueClientAddress())).status).toBe(200);
    await adminAuth.deleteUser(elsewhere.uid);
  });
});
