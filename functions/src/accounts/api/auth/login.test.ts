import { randomUUID } from 'node:crypto';

import { PRIVACY_REQUIRED } from '@app/schemas/accounts/auth';
import { privacyNotice } from '@app/schemas/shared/practice';
import { describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db } from '../../../../../tools/testing/api';

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

  it('an account made straight through Identity Toolkit gets no session until its owner accepts the privacy notice', async () => {
    // What anyone with the site's public Web API key can do: sign up without the form, so without the notice.
    const email = `diretto-${randomUUID().slice(0, 8)}@prova.test`;
    const password = 'una-password-lunga-e-sua';
    const signUp = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=chiave-pubblica`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    const { localId: uid } = (await signUp.json()) as { localId: string };
    try {
      const refused = await api('/api/simple-login', { method: 'POST', body: { username: email, password } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: PRIVACY_REQUIRED });
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect((await db.collection('consents').where('userId', '==', uid).get()).size).toBe(0);

      const accepted = await api('/api/simple-login', { method: 'POST', body: { username: email, password, privacyAccepted: true } });
      expect(accepted.status).toBe(200);
      expect(accepted.headers.get('set-cookie')).toMatch(/^__session=/);
      const consent = (await db.collection('consents').doc(`${uid}_privacy_${privacyNotice.version}`).get()).data();
      expect(consent).toMatchObject({ userId: uid, document: 'privacy', version: privacyNotice.version });
      // Accepted once: later sign-ins need nothing more.
      expect((await api('/api/simple-login', { method: 'POST', body: { username: email, password } })).status).toBe(200);
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it('a wrong password of such an account is a 401 as any other: the notice is asked only of its owner', async () => {
    const user = await createUser();
    await db.collection('consents').doc(`${user.uid}_privacy_${privacyNotice.version}`).delete();
    const wrong = await api('/api/simple-login', {
      method: 'POST',
      body: { username: user.email, password: 'sbagliata', privacyAccepted: true },
    });
    expect(wrong.status).toBe(401);
    expect((await db.collection('consents').doc(`${user.uid}_privacy_${privacyNotice.version}`).get()).exists).toBe(false);
  });
});
