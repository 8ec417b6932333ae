import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminAuth,
  api,
  createUser,
  db,
  fromClient,
  login,
  settled,
  type TestUser,
  uniqueClientAddress,
} from '../../../../../tools/testing/api';
import { ACCOUNT_SUBJECTS, latestActionCode, latestMail, mailDocumentsTo, waitForMails } from '../../../../../tools/testing/mailDev';
import { at } from '../../../../../tools/testing/sessionClock';

const SENT = "Se l'indirizzo corrisponde a un account, riceverai a breve un'email con il link per scegliere una nuova password.";
const TOO_MANY = 'Troppe richieste di reimpostazione della password. Riprova più tardi.';
const INVALID_LINK = 'Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.';
let member: TestUser;

/** Every limited request of this file at one instant: a limit's window never ends midway (docs/testing.md, Races). */
const CLOCK = Date.now();
const requestReset = (email: string, client = uniqueClientAddress()) =>
  api<{ message: string }>('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    headers: { ...fromClient(client), ...at(CLOCK) },
  });
const useCode = (body: object) => api<{ message: string }>('/api/auth/action', { method: 'POST', body });

beforeAll(async () => {
  member = await createUser();
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('POST /api/auth/password-reset', () => {
  it('e-mails a code that sets the new password once, and ends the sessions begun before', async () => {
    const reset = await requestReset(member.email.toUpperCase());
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: SENT });
    const mail = await latestMail(member.email, ACCOUNT_SUBJECTS.resetPassword);
    expect(mail.subject).toBe('Reimposta la tua password – Nutrizione Funzionale');
    const oobCode = await latestActionCode(member.email, 'resetPassword');

    const used = await useCode({ mode: 'resetPassword', oobCode, newPassword: 'Cometa-Biscotto-Fiume-7' });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ message: 'Password impostata. Ora puoi accedere con la nuova password.' });

    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(401);
    const cookie = await login(member.email, 'Cometa-Biscotto-Fiume-7');
    expect((await api('/api/auth/user', { cookie })).status).toBe(200);
    await expect(login(member.email, member.password)).rejects.toThrow(/401/);
    expect((await latestMail(member.email, ACCOUNT_SUBJECTS.passwordChanged)).text).toContain('/password-dimenticata');

    const reused = await useCode({ mode: 'resetPassword', oobCode, newPassword: 'Altalena-Grotta-Noce-5' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: INVALID_LINK });
    await expect(login(member.email, 'Altalena-Grotta-Noce-5')).rejects.toThrow(/401/);
  });

  it('answers an unknown address exactly as a known one, with the same work: the account is looked up afterwards', async () => {
    const unknown = `nessuno-${randomUUID().slice(0, 8)}@prova.test`;
    const known = await createUser();
    const [forUnknown, forKnown] = [await requestReset(unknown), await requestReset(known.email)];
    for (const response of [forUnknown, forKnown]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: SENT });
    }
    // The same Firestore round trips either way (the counters, then the request): nothing in the
    // answer's time depends on the account (ASVS 2.5.x, no account enumeration by timing).
    expect(forUnknown.roundTrips).toBe(forKnown.roundTrips);
    await settled();
    expect(await mailDocumentsTo(unknown)).toEqual([]);
    expect(await mailDocumentsTo(known.email)).toHaveLength(1);
    // The requests and their addresses are gone once handled.
    expect((await db.collection('password_reset_requests').where('email', 'in', [unknown, known.email]).get()).size).toBe(0);
    await adminAuth.deleteUser(known.uid);
  });

  it('allows 3 requests per e-mail from one address in an hour, then 429; the owner elsewhere still gets the e-mail', async () => {
    const user = await createUser();
    const stranger = uniqueClientAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await requestReset(user.email, stranger)).status).toBe(200);
    const refused = await requestReset(user.email, stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(await waitForMails(user.email, ACCOUNT_SUBJECTS.resetPassword, 3)).toHaveLength(3);
    expect(await mailDocumentsTo(user.email)).toHaveLength(3);
    // The stranger's requests do not lock the owner out: from another address the reset is sent.
    const owner = await requestReset(user.email, uniqueClientAddress());
    expect(owner.status).toBe(200);
    expect(await waitForMails(user.email, ACCOUNT_SUBJECTS.resetPassword, 4)).toHaveLength(4);
    await adminAuth.deleteUser(user.uid);
  });

  it('strangers spreading requests over addresses spend the e-mail’s budget (5 an hour); where the owner signed in her reset still goes', async () => {
    const user = await createUser();
    const home = uniqueClientAddress();
    await login(user.email, user.password, { headers: fromClient(home) });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await requestReset(user.email)).status).toBe(200);
    const refused = await requestReset(user.email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const fromHome = await requestReset(user.email, home);
    expect(fromHome.status).toBe(200);
    expect(await waitForMails(user.email, ACCOUNT_SUBJECTS.resetPassword, 6)).toHaveLength(6);
    await adminAuth.deleteUser(user.uid);
  });

  it('allows 10 requests per client address in an hour, then answers 429', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await requestReset(`nessuno-${attempt}-${randomUUID().slice(0, 6)}@prova.test`, client)).status).toBe(200);
    }
    const refused = await requestReset(member.email, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
  });

  it('answers 400 in Italian for an invalid address', async () => {
    const response = await requestReset('non-una-email');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Inserisci un indirizzo email valido' });
  });
});
