import { describe, expect, it } from 'vitest';

import { api, fromClient, uniqueClientAddress } from '../../../../tools/testing/api';
import { expectCountedBeforeChecking, memberForThrottling, TOO_MANY_FAILED_SIGN_INS } from '../../../../tools/testing/throttling';

const NEW_PASSWORD = 'Cometa-Biscotto-Fiume-7';
const member = memberForThrottling();

const changePassword = (currentPassword: string, client: string) =>
  api<{ message: string }>('/api/account/password', {
    method: 'PUT',
    cookie: member.current.cookie,
    body: { currentPassword, newPassword: NEW_PASSWORD },
    headers: fromClient(client),
  });

describe('current-password checks are throttled as the sign-in', { timeout: 120_000 }, () => {
  it('counts before checking: of 20 parallel wrong passwords at most 10 are checked', async () => {
    const client = uniqueClientAddress();
    const burst = await Promise.all(Array.from({ length: 20 }, () => changePassword('sbagliata', client)));
    expectCountedBeforeChecking(burst, 400);
  });

  it('after 10 wrong passwords from one address refuses there (429), and the member elsewhere changes it', async () => {
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await changePassword('sbagliata', stranger)).status).toBe(400);
    const refused = await changePassword(member.current.password, stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_FAILED_SIGN_INS });
    const fromHome = await changePassword(member.current.password, uniqueClientAddress());
    expect(fromHome.status).toBe(200);
  });
});
