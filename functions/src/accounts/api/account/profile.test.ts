import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, login, type TestUser } from '../../../../../tools/testing/api';
import { at } from '../../../../../tools/testing/sessionClock';
import { RENEWED_COOKIE_GRACE_MS } from '../../../shared/session';

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

  it("answers a request sent with the replaced cookie with a plain 401 that leaves the browser's new cookie alone", async () => {
    const patient = await createUser();
    const changedAt = Date.now();
    const change = await api('/api/account/password', {
      method: 'PUT',
      cookie: patient.cookie,
      body: { currentPassword: patient.password, newPassword: 'Girasole-Tranviere-83' },
    });
    expect(change.status).toBe(200);
    // The unread count, say, left with the old cookie and is answered after the change: refused,
    // without the note that the session ended and without clearing the cookie the change just set.
    const late = await api('/api/notifications', { cookie: patient.cookie });
    expect(late.status).toBe(401);
    expect(late.body).not.toEqual({ message: SESSION_ENDED_MESSAGE });
    expect(late.headers.get('set-cookie')).toBeNull();
    // A minute later the old cookie is simply an ended session, as any other revoked one.
    const later = await api('/api/notifications', { cookie: patient.cookie, headers: at(changedAt + RENEWED_COOKIE_GRACE_MS + 1000) });
    expect(later.status).toBe(401);
    expect(later.body).toEqual({ message: SESSION_ENDED_MESSAGE });
    expect(later.headers.get('set-cookie')).toMatch(/^__session=;/);
    await adminAuth.deleteUser(patient.uid);
  });
});
