import { describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, type TestUser, uniqueClientAddress } from '../../../../../tools/testing/api';
import { at } from '../../../../../tools/testing/sessionClock';
import { expectCountedBeforeChecking, memberForThrottling, TOO_MANY_FAILED_SIGN_INS } from '../../../../../tools/testing/throttling';

const NEW_PASSWORD = 'Cometa-Biscotto-Fiume-7';
const member = memberForThrottling();
/** The file's checks all happen at this instant (the request's clock): the limits count in fixed windows of 15 minutes. */
const CLOCK = Date.now();

const changePassword = (currentPassword: string, client: string, user: TestUser = member.current, newPassword = NEW_PASSWORD) =>
  api<{ message: string }>('/api/account/password', {
    method: 'PUT',
    cookie: user.cookie,
    body: { currentPassword, newPassword },
    headers: { ...fromClient(client), ...at(CLOCK) },
  });

describe('current-password checks are throttled as the sign-in', { timeout: 120_000 }, () => {
  it('counts before checking: of 20 parallel wrong passwords at most 10 are checked', async () => {
    const client = uniqueClientAddress();
    const burst = await Promise.all(Array.from({ length: 20 }, () => changePassword('sbagliata', client)));
    expectCountedBeforeChecking(burst, 400);
  });

  it('after 10 wrong passwords from one address refuses there (429), and the member elsewhere changes it', async () => {
    const user = await createUser();
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await changePassword('sbagliata', stranger, user)).status).toBe(400);
    const refused = await changePassword(user.password, stranger, user);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
    const fromHome = await changePassword(user.password, uniqueClientAddress(), user);
    expect(fromHome.status).toBe(200);
    await adminAuth.deleteUser(user.uid);
  });

  it('past the member’s budget (20 failures) refuses unknown addresses and e-mails her; where she succeeded before she still can', async () => {
    const user = await createUser();
    const home = uniqueClientAddress();
    // A check that succeeds at home: she changes her password there (her session goes on with the answer's cookie).
    const changed = await changePassword(user.password, home, user);
    expect(changed.status).toBe(200);
    user.cookie = changed.headers.get('set-cookie')!.split(';')[0]!;
    for (const stranger of [uniqueClientAddress(), uniqueClientAddress()]) {
      for (let attempt = 1; attempt <= 10; attempt += 1) expect((await changePassword('sbagliata', stranger, user)).status).toBe(400);
    }
    const refused = await changePassword(NEW_PASSWORD, uniqueClientAddress(), user, 'Tramonto-Girandola-Ponte-4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const warnings = await db.collection('mail').where('userId', '==', user.uid).where('template', '==', 'failedAttempts').get();
    expect(warnings.size).toBe(1);
    expect((await changePassword(NEW_PASSWORD, home, user, 'Tramonto-Girandola-Ponte-4')).status).toBe(200);
    await adminAuth.deleteUser(user.uid);
  });
});
