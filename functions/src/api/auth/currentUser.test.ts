import { ACCOUNT_HEADER } from '@app/schemas/offline';
import { describe, expect, it } from 'vitest';

import { api, createUser, db, login } from '../../../../tools/testing/api';

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

  it('creates a missing profile with the defaults, and never overwrites an existing one', async () => {
    const user = await createUser({ firstName: 'Nuova', lastName: 'Paziente' });
    await db.collection('users').doc(user.uid).delete();
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
    });
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

  it("names the caller's account on the answer, and no account on a visitor's (the offline copies, docs/offline.md)", async () => {
    const user = await createUser({ firstName: 'Conto', lastName: 'Offline' });
    const [own, community, visitor] = await Promise.all([
      api('/api/auth/user', { cookie: user.cookie }),
      api('/api/posts', { cookie: user.cookie }),
      api('/api/posts'),
    ]);
    expect(own.headers.get(ACCOUNT_HEADER)).toBe(user.uid);
    expect(community.headers.get(ACCOUNT_HEADER)).toBe(user.uid);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get(ACCOUNT_HEADER)).toBeNull();
    expect((await api('/api/auth/user')).headers.get(ACCOUNT_HEADER)).toBeNull();
  });
});
