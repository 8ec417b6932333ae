import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, login, type TestUser } from '../../../../../tools/testing/api';

let member: TestUser;

beforeAll(async () => {
  member = await createUser({ firstName: 'Marta', lastName: 'Verdi' });
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('PUT /api/account/profile', () => {
  it('changes first and last name in the profile and in Firebase Auth', async () => {
    const response = await api('/api/account/profile', {
      method: 'PUT',
      cookie: member.cookie,
      body: { firstName: ' Maria ', lastName: 'Bianchi', points: 999, isAdmin: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Maria', lastName: 'Bianchi', points: 0, isAdmin: false });
    expect((await db.collection('users').doc(member.uid).get()).data()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Bianchi',
      points: 0,
      isAdmin: false,
    });
    expect((await adminAuth.getUser(member.uid)).displayName).toBe('Maria Bianchi');
  });

  it('answers 400 in Italian for an empty name, changing nothing', async () => {
    const response = await api('/api/account/profile', { method: 'PUT', cookie: member.cookie, body: { firstName: '', lastName: 'X' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Inserisci il tuo nome' });
    expect((await db.collection('users').doc(member.uid).get()).get('lastName')).toBe('Bianchi');
  });

  // JSON may carry half of a UTF-16 pair, which Firestore refuses as text: the write failed with 500.
  it('stores a lone surrogate of the body as U+FFFD, as a browser would encode it', async () => {
    const response = await api('/api/account/profile', {
      method: 'PUT',
      cookie: member.cookie,
      rawBody: '{"firstName":"Maria\\ud800","lastName":"Bianchi"}',
    });
    expect(response.status).toBe(200);
    expect((await db.collection('users').doc(member.uid).get()).get('firstName')).toBe('Maria\ufffd');
  });
});

describe('PUT /api/account/password', () => {
  it('refuses a wrong current password in Italian, changing nothing', async () => {
    const response = await api('/api/account/password', {
      method: 'PUT',
      cookie: member.cookie,
      body: { currentPassword: 'sbagliata', newPassword: 'Cometa-Biscotto-Fiume-7' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'La password attuale non è corretta' });
    await expect(login(member.email, 'Cometa-Biscotto-Fiume-7')).rejects.toThrow(/401/);
    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(200);
  });

  it('answers 400 in Italian for a short new password', async () => {
    const response = await api('/api/account/password', {
      method: 'PUT',
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: 'corta' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'La password deve avere almeno 10 caratteri' });
  });

  it('sets the new password, ends the other sessions and keeps this one with a new cookie', async () => {
    const otherDevice = await login(member.email, member.password);
    const response = await api('/api/account/password', {
      method: 'PUT',
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: 'Cometa-Biscotto-Fiume-7' },
    });
    expect(response.status).toBe(200);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    expect((await api('/api/auth/user', { cookie: otherDevice })).status).toBe(401);
    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(401);
    await expect(login(member.email, member.password)).rejects.toThrow(/401/);
    expect(await login(member.email, 'Cometa-Biscotto-Fiume-7')).toMatch(/^__session=/);
  });
});
