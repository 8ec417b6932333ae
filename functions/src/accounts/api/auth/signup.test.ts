import { randomUUID } from 'node:crypto';

import { privacyNotice } from '@app/schemas/shared/practice';
import { afterAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, login, SITE_URL, uniqueClientAddress } from '../../../../../tools/testing/api';
import { ACCOUNT_SUBJECTS, actionLinkIn, mailDocumentsTo, waitForMails } from '../../../../../tools/testing/mailDev';
import { at } from '../../../../../tools/testing/sessionClock';

const ANSWER = { message: 'Controlla la tua email per completare la registrazione' };
const created: string[] = [];

const newEmail = () => `iscritta-${randomUUID().slice(0, 8)}@prova.test`;
const bodyFor = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Neri',
  email,
  password: 'Girasole-Tranviere-83',
  privacyAccepted: true,
});

/** Every limited request of this file at one instant: a limit's window never ends midway (docs/testing.md, Races). */
const CLOCK = Date.now();

async function signup(body: unknown, client = uniqueClientAddress()) {
  const response = await api<{ message?: string }>('/api/auth/signup', {
    method: 'POST',
    body,
    headers: { ...fromClient(client), ...at(CLOCK) },
  });
  const email = (body as { email?: unknown }).email;
  if (response.status === 201 && typeof email === 'string') {
    const user = await adminAuth.getUserByEmail(email.toLowerCase()).catch(() => undefined);
    if (user) created.push(user.uid);
  }
  return response;
}

const accountExists = (email: string) =>
  adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );

afterAll(() => Promise.all(created.map((uid) => adminAuth.deleteUser(uid).catch(() => undefined))));

describe('POST /api/auth/signup', () => {
  it('creates the account, the profile and the consent, sends the address confirmation and signs nobody in', async () => {
    const email = newEmail();
    const response = await signup({ ...bodyFor(email.toUpperCase()) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(ANSWER);
    expect(response.headers.get('set-cookie')).toBeNull();
    const uid = (await adminAuth.getUserByEmail(email)).uid;

    const profile = (await db.collection('users').doc(uid).get()).data();
    expect(profile).toMatchObject({ email, firstName: 'Anna', lastName: 'Neri', level: 1, points: 0, isAdmin: false });
    const consent = (await db.collection('consents').doc(`${uid}_privacy_${privacyNotice.version}`).get()).data();
    expect(consent).toMatchObject({ userId: uid, document: 'privacy', version: privacyNotice.version });
    expect(Math.abs(consent!.acceptedAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);

    expect((await adminAuth.getUser(uid)).displayName).toBe('Anna Neri');

    // The confirmation e-mail arrives once, in Italian, and its link confirms the address.
    const [mail, ...more] = await waitForMails(email, ACCOUNT_SUBJECTS.verifyEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Conferma il tuo indirizzo email – Nutrizione Funzionale');
    expect(mail!.text).toContain('Ciao Anna, conferma il tuo indirizzo');
    const link = actionLinkIn(mail!);
    // The page itself is the web app's (its browser tests open it: e2e/accounts.spec.ts).
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/account/azione`);
    const confirmed = await api('/api/auth/action', {
      method: 'POST',
      body: { mode: link.searchParams.get('mode'), oobCode: link.searchParams.get('oobCode') },
    });
    expect(confirmed.status).toBe(200);
    expect((await adminAuth.getUser(uid)).emailVerified).toBe(true);
    // The person signs in with the password chosen.
    const cookie = await login(email, 'Girasole-Tranviere-83');
    expect((await api('/api/auth/user', { cookie })).body).toMatchObject({ id: uid, email });
  });

  it('brings her back where she was: the confirmation link carries the path of this site she signed up from', async () => {
    const email = newEmail();
    expect((await signup({ ...bodyFor(email), returnTo: '/services?prenota=prima-consulenza' })).status).toBe(201);
    const [mail] = await waitForMails(email, ACCOUNT_SUBJECTS.verifyEmail);
    expect(actionLinkIn(mail!).searchParams.get('redirect')).toBe('/services?prenota=prima-consulenza');
  });

  it('refuses a way back that leaves the site, creating nothing', async () => {
    for (const returnTo of ['https://altro.example/', '//altro.example/x', '/\\altro.example']) {
      const email = newEmail();
      const response = await signup({ ...bodyFor(email), returnTo });
      expect([response.status, response.body.message]).toEqual([400, 'Dati non validi']);
      expect(await accountExists(email)).toBe(false);
    }
  });

  it('answers an address that has an account exactly as a new one, creates nothing and e-mails its owner', async () => {
    const existing = await createUser({ firstName: 'Lucia', lastName: 'Gallo' });
    const before = (await adminAuth.getUser(existing.uid)).tokensValidAfterTime;
    const response = await signup({ ...bodyFor(existing.email), firstName: 'Intrusa' });
    const fresh = await signup(bodyFor(newEmail()));
    expect(response.status).toBe(fresh.status);
    expect(response.body).toEqual(fresh.body);
    expect(response.body).toEqual(ANSWER);
    expect(response.headers.get('set-cookie')).toBeNull();

    const owner = await adminAuth.getUser(existing.uid);
    expect(owner.displayName).toBe('Lucia Gallo');
    expect(owner.tokensValidAfterTime).toBe(before);
    expect((await db.collection('users').doc(existing.uid).get()).data()).toMatchObject({ firstName: 'Lucia', lastName: 'Gallo' });
    // The owner's password still works; the owner is told by e-mail, the page says nothing more.
    expect((await api('/api/auth/user', { cookie: await login(existing.email, existing.password) })).status).toBe(200);
    const [told] = await waitForMails(existing.email, ACCOUNT_SUBJECTS.signupAttempt);
    expect(told!.text).toContain('Qualcuno ha provato a registrarsi con il tuo indirizzo');
    expect(told!.text).not.toContain('Intrusa');
    await adminAuth.deleteUser(existing.uid);
  });

  it('answers the address of a disabled account exactly as any other, leaving it disabled', async () => {
    const disabled = await createUser();
    await adminAuth.updateUser(disabled.uid, { disabled: true });
    const response = await signup(bodyFor(disabled.email));
    expect(response.status).toBe(201);
    expect(response.body).toEqual(ANSWER);
    expect((await adminAuth.getUser(disabled.uid)).disabled).toBe(true);
    expect(await mailDocumentsTo(disabled.email)).toEqual([]);
    await adminAuth.deleteUser(disabled.uid);
  });

  it('refuses weak and common passwords with the reason in Italian, creating nothing', async () => {
    for (const password of ['Password1', 'password12345', 'Francesca2024', 'qwerty123456']) {
      const email = newEmail();
      const response = await signup({ ...bodyFor(email), password });
      expect(response.status, password).toBe(400);
      expect((response.body as { message: string }).message, password).toMatch(
        /^La password (è troppo facile da indovinare|deve avere almeno 10 caratteri)/,
      );
      expect(await accountExists(email)).toBe(false);
    }
    const short = await signup({ ...bodyFor(newEmail()), password: 'password' });
    expect(short.body).toEqual({ message: 'La password deve avere almeno 10 caratteri' });
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
