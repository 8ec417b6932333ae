import { ACCOUNT_HEADER, COPY_UNTIL_HEADER } from '@app/schemas/shared/offline';
import { describe, expect, it } from 'vitest';

import { api, createUser, db, login } from '../../../../../tools/testing/api';

describe('GET /api/auth/user', () => {
  it('is 401 without a session', async () => {
    const response = await api('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Accesso richiesto' });
  });

  it('is 401 with a forged cookie', async () => {
    const response = await api('/api/auth/user', { cookie: '__session=not-a-session' });
    expect(response.status).toBe(401);
  });

  it('treats a cookie with a malformed percent-encoding as no session (401, not 500)', async () => {
    const response = await api('/api/auth/user', { cookie: '__session=%E0%A4%A' });
    expect(response.status).toBe(401);
  });

  // The profile is never deleted here to make it missing: a deleted profile is an erasure, whose
  // trigger ends the account's sessions (accounts/triggers/accountErasure.ts) while the test goes on.
  it('creates a missing profile with the defaults, and never overwrites an existing one', async () => {
    // An Auth account without a profile (as one made in the console): the sign-in of createUser makes it.
    const user = await createUser({ firstName: 'Nuova', lastName: 'Paziente' });
    expect((await db.collection('users').doc(user.uid).get()).data()).toMatchObject({
      firstName: 'Nuova',
      lastName: 'Paziente',
      points: 0,
    });
    const created = await api<{ firstName: string; points: number }>('/api/auth/user', { cookie: user.cookie });
    expect(created.body).toMatchObject({ firstName: 'Nuova', points: 0 });
    await db.collection('users').doc(user.uid).update({ firstName: 'Cambiato', points: 7 });
    const again = await Promise.all(
      [1, 2, 3].map(() => api<{ firstName: string; points: number }>('/api/auth/user', { cookie: user.cookie })),
    );
    for (const response of again) expect(response.body).toMatchObject({ firstName: 'Cambiato', points: 7 });
  });

  it('returns the screen fields, isAdmin and isDoctor true for the demo admin (both roles)', async () => {
    const cookie = await login('admin@demo.test', 'admin123');
    const response = await api('/api/auth/user', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 'demo-admin',
      email: 'admin@demo.test',
      firstName: 'Chiara',
      lastName: 'Rossi',
      profileImageUrl: null,
      level: expect.any(Number),
      points: expect.any(Number),
      isAdmin: true,
      isDoctor: true,
      emailVerified: true,
      communityName: { style: 'initial', nickname: null },
      outboxKey: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('gives each account an outbox key of its own, the same in every session of hers (docs/offline.md)', async () => {
    const [giulia, marco] = await Promise.all([createUser({ firstName: 'Chiave' }), createUser({ firstName: 'Altra' })]);
    const keyOf = async (cookie: string) => (await api<{ outboxKey: string }>('/api/auth/user', { cookie })).body.outboxKey;
    const [first, other, again] = await Promise.all([
      keyOf(giulia.cookie),
      keyOf(marco.cookie),
      keyOf(await login(giulia.email, giulia.password)),
    ]);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('returns isAdmin false for the member', async () => {
    const cookie = await login('utente@demo.test', 'utente123');
    const response = await api<{ isAdmin: boolean }>('/api/auth/user', { cookie });
    expect(response.body.isAdmin).toBe(false);
  });

  it('reports its Firestore round trips in Server-Timing', async () => {
    const cookie = await login('utente@demo.test', 'utente123');
    const response = await api('/api/auth/user', { cookie });
    expect(response.roundTrips).toBe(1);
  });

  it("names the account and the session's end on a remembered member's answers only (the offline copies, docs/offline.md)", async () => {
    const user = await createUser({ firstName: 'Conto', lastName: 'Offline', rememberMe: true });
    const [own, community, visitor] = await Promise.all([
      api('/api/auth/user', { cookie: user.cookie }),
      api('/api/posts', { cookie: user.cookie }),
      api('/api/posts'),
    ]);
    expect(own.headers.get(ACCOUNT_HEADER)).toBe(user.uid);
    expect(community.headers.get(ACCOUNT_HEADER)).toBe(user.uid);
    // A remembered member's session ends after 30 idle days at the latest: the copy may be read until then, not after.
    const until = Date.parse(own.headers.get(COPY_UNTIL_HEADER) ?? '');
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get(ACCOUNT_HEADER)).toBeNull();
    expect((await api('/api/auth/user')).headers.get(ACCOUNT_HEADER)).toBeNull();
  });

  it('names no account on what the contract keeps off the device: files, and writes (offline in schemas/src/shared/contract.ts)', async () => {
    const user = await createUser({ firstName: 'Conto', lastName: 'File', rememberMe: true });
    const [file, write] = await Promise.all([
      api('/api/account/export', { cookie: user.cookie }),
      api('/api/account/profile', { method: 'PUT', cookie: user.cookie, body: { firstName: 'Conto', lastName: 'Scritto' } }),
    ]);
    expect([file.status, write.status]).toEqual([200, 200]);
    expect(file.headers.get(ACCOUNT_HEADER)).toBeNull();
    expect(write.headers.get(ACCOUNT_HEADER)).toBeNull();
  });

  it('names no account for a session not remembered (a shared computer), nor for an admin or a doctor (other people’s data)', async () => {
    const [shared, admin, doctor] = await Promise.all([
      createUser(),
      createUser({ admin: true, rememberMe: true }),
      createUser({ doctor: true, rememberMe: true }),
    ]);
    for (const user of [shared, admin, doctor]) {
      for (const path of ['/api/auth/user', '/api/posts']) {
        const answer = await api(path, { cookie: user.cookie });
        expect(answer.status).toBe(200);
        expect(answer.headers.get(ACCOUNT_HEADER), path).toBeNull();
        expect(answer.headers.get(COPY_UNTIL_HEADER), path).toBeNull();
      }
    }
    const orders = await api('/api/orders', { cookie: admin.cookie });
    expect(orders.status).toBe(200);
    expect(orders.headers.get(ACCOUNT_HEADER)).toBeNull();
  });
});
