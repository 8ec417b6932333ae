import { randomUUID } from 'node:crypto';

import { privacyNotice } from '@app/schemas/practice';
import { afterAll, describe, expect, it } from 'vitest';

import { adminAuth, api, CLIENT_ADDRESS_HEADER, createUser, db, uniqueClientAddress } from '../../../../tools/testing/api';
import { oobCodesFor } from '../../../../tools/testing/authEmulator';

const EMAIL_TAKEN = 'Esiste già un account con questa email. Accedi oppure reimposta la password.';
const created: string[] = [];

const newEmail = () => `iscritta-${randomUUID().slice(0, 8)}@prova.test`;
const bodyFor = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Neri',
  email,
  password: 'Girasole-Tranviere-83',
  privacyAccepted: true,
});

async function signup(body: unknown, client = uniqueClientAddress()) {
  const response = await api<{ id: string; message?: string }>('/api/auth/signup', {
    method: 'POST',
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: client },
  });
  if (response.status === 201) created.push(response.body.id);
  return response;
}

const accountExists = (email: string) =>
  adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );

afterAll(() => Promise.all(created.map((uid) => adminAuth.deleteUser(uid).catch(() => undefined))));

describe('POST /api/auth/signup', () => {
  it('creates the account, the profile and the consent, signs in and sends the address confirmation', async () => {
    const email = newEmail();
    const response = await signup({ ...bodyFor(email.toUpperCase()) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Neri',
      level: 1,
      points: 0,
      isAdmin: false,
      emailVerified: false,
    });
    const uid = response.body.id;

    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^__session=.+/);
    const me = await api('/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: uid, email, emailVerified: false });

    const profile = (await db.collection('users').doc(uid).get()).data();
    expect(profile).toMatchObject({ email, firstName: 'Anna', lastName: 'Neri', level: 1, points: 0, isAdmin: false });
    const consent = (await db.collection('consents').doc(`${uid}_privacy_${privacyNotice.version}`).get()).data();
    expect(consent).toMatchObject({ userId: uid, document: 'privacy', version: privacyNotice.version });
    expect(Math.abs(consent!.acceptedAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);

    expect((await adminAuth.getUser(uid)).displayName).toBe('Anna Neri');
    expect(await oobCodesFor(email, 'VERIFY_EMAIL')).toHaveLength(1);
  });

  it('answers 409 in Italian for an address that has an account, creating nothing', async () => {
    const existing = await createUser();
    const response = await signup(bodyFor(existing.email));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: EMAIL_TAKEN });
    expect(response.headers.get('set-cookie')).toBeNull();
    await adminAuth.deleteUser(existing.uid);
  });

  it('answers the address of a disabled account exactly as any taken address', async () => {
    const disabled = await createUser();
    await adminAuth.updateUser(disabled.uid, { disabled: true });
    const response = await signup(bodyFor(disabled.email));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: EMAIL_TAKEN });
    expect((await adminAuth.getUser(disabled.uid)).disabled).toBe(true);
    await adminAuth.deleteUser(disabled.uid);
  });

  it.each([
    [{ password: 'corta12' }, 'La password deve avere almeno 10 caratteri'],
    [{ privacyAccepted: false }, "Devi accettare l'informativa sulla privacy per registrarti"],
    [{ privacyAccepted: undefined }, "Devi accettare l'informativa sulla privacy per registrarti"],
    [{ email: 'non-una-email' }, 'Inserisci un indirizzo email valido'],
    [{ firstName: '  ' }, 'Inserisci il tuo nome'],
  ])('answers 400 in Italian and creates nothing for %j', async (change, message) => {
    const email = newEmail();
    const response = await signup({ ...bodyFor(email), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await accountExists(email)).toBe(false);
  });

  it('allows 5 sign-ups per client address in an hour, then answers 429', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signup(bodyFor(newEmail()), client)).status).toBe(201);
    const email = newEmail();
    const refused = await signup(bodyFor(email), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Troppe registrazioni da questa rete. Riprova più tardi.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await accountExists(email)).toBe(false);
    expect((await signup(bodyFor(newEmail()))).status).toBe(201);
  });
});
