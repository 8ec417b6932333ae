import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, CLIENT_ADDRESS_HEADER, createUser, type TestUser, uniqueClientAddress } from '../../../../tools/testing/api';

const TOO_MANY = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';
let member: TestUser;

const signIn = (username: string, password: string, client: string) =>
  api<{ message?: string }>('/api/simple-login', {
    method: 'POST',
    body: { username, password },
    headers: { [CLIENT_ADDRESS_HEADER]: client },
  });

beforeAll(async () => {
  member = await createUser();
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('POST /api/simple-login throttling', () => {
  it('after 10 failures for an e-mail answers 429 with Retry-After, even to the right password, from any address', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await signIn(attempt % 2 ? member.email : member.email.toUpperCase(), 'sbagliata', client);
      expect(failed.status).toBe(401);
      expect(failed.body).toEqual({ message: 'Credenziali non valide' });
    }
    for (const [password, from] of [
      ['sbagliata', client],
      [member.password, uniqueClientAddress()],
    ] as const) {
      const refused = await signIn(member.email, password, from);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: TOO_MANY });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers an unknown e-mail exactly as a wrong password, and limits it the same way', async () => {
    const client = uniqueClientAddress();
    const unknown = `nessuno-${Date.now()}@prova.test`;
    const answers = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) answers.push(await signIn(unknown, 'qualsiasi', client));
    expect(answers.slice(0, 10).every((answer) => answer.status === 401 && answer.body.message === 'Credenziali non valide')).toBe(true);
    expect(answers[10]!.status).toBe(429);
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
    expect((await signIn(member.email, 'sbagliata-ma-altro-indirizzo', client)).status).toBe(429);
    const elsewhere = await createUser();
    expect((await signIn(elsewhere.email, elsewhere.password, uniqueClientAddress())).status).toBe(200);
    await adminAuth.deleteUser(elsewhere.uid);
  });
});
