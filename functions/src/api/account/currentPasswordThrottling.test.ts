import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminAuth,
  api,
  createUser,
  fromClient,
  type TestUser,
  uniqueClientAddress,
  warmFunctionWorkers,
} from '../../../../tools/testing/api';

const TOO_MANY = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';
const NEW_PASSWORD = 'Cometa-Biscotto-Fiume-7';
let member: TestUser;

const changePassword = (currentPassword: string, client: string) =>
  api<{ message: string }>('/api/account/password', {
    method: 'PUT',
    cookie: member.cookie,
    body: { currentPassword, newPassword: NEW_PASSWORD },
    headers: fromClient(client),
  });

// The bursts below need twenty workers at once (tools/testing/api.ts).
beforeAll(() => warmFunctionWorkers(20), 120_000);

beforeAll(async () => {
  member = await createUser();
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('current-password checks are throttled as the sign-in', { timeout: 120_000 }, () => {
  it('counts before checking: of 20 parallel wrong passwords at most 10 are checked', async () => {
    const client = uniqueClientAddress();
    const burst = await Promise.all(Array.from({ length: 20 }, () => changePassword('sbagliata', client)));
    const checked = burst.filter((answer) => answer.status === 400);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(20 - checked.length);
  });

  it('after 10 wrong passwords from one address refuses there (429), and the member elsewhere changes it', async () => {
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await changePassword('sbagliata', stranger)).status).toBe(400);
    const refused = await changePassword(member.password, stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    const fromHome = await changePassword(member.password, uniqueClientAddress());
    expect(fromHome.status).toBe(200);
  });
});
