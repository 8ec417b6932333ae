import { describe, expect, it } from 'vitest';
import { api, login } from '../../../../tools/testing/api';

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

  it('returns the screen fields, isAdmin true for the admin', async () => {
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
});
