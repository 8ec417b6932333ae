import { describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../tools/testing/api';

describe('POST /api/simple-login', () => {
  it('signs in the demo member with an HttpOnly session cookie and returns the user', async () => {
    const response = await api<{ email: string; isAdmin: boolean; level: number; points: number }>('/api/simple-login', {
      method: 'POST',
      body: { username: 'utente@demo.test', password: 'utente123' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'utente@demo.test', isAdmin: false, level: 1 });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('answers 401 with the Italian message for a wrong password', async () => {
    const response = await api('/api/simple-login', { method: 'POST', body: { username: 'utente@demo.test', password: 'sbagliata' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Credenziali non valide' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 401 for an unknown account', async () => {
    const response = await api('/api/simple-login', { method: 'POST', body: { username: 'nessuno@demo.test', password: 'x' } });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ password: 'utente123' }, 'Inserisci la tua email'],
    [{ username: 'utente@demo.test' }, 'Inserisci la password'],
    [{ username: '', password: '' }, 'Inserisci la tua email'],
  ])('answers 400 in Italian for a missing field: %j', async (body, message) => {
    const response = await api('/api/simple-login', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('answers 400 for a body that is not JSON, without a stack trace', async () => {
    const response = await api<string>('/api/simple-login', { method: 'POST', rawBody: '{username:' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain('node_modules');
  });

  it('gives a new Auth user a profile with the defaults on first sign-in', async () => {
    const user = await createUser({ firstName: 'Marta', lastName: 'Verdi' });
    const response = await api('/api/auth/user', { cookie: user.cookie });
    expect(response.body).toMatchObject({ firstName: 'Marta', lastName: 'Verdi', points: 0, level: 1, isAdmin: false });
  });
});
