import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, login, SITE_URL, type TestUser } from '../../../../../tools/testing/api';
import { ACCOUNT_SUBJECTS, actionLinkIn, latestMail } from '../../../../../tools/testing/mailDev';

let admin: TestUser;
const invited: string[] = [];

const invite = (body: object) =>
  api<{ userId: string; email: string; link: string; message?: string }>('/api/admin/invitations', {
    method: 'POST',
    cookie: admin.cookie,
    body,
  });
const auditOf = async (documentId: string) => (await db.collection('admin_audit').where('documentId', '==', documentId).get()).docs;

beforeAll(async () => {
  admin = await createUser({ admin: true });
});

afterAll(() => Promise.all([admin.uid, ...invited].map((uid) => adminAuth.deleteUser(uid).catch(() => undefined))));

describe('POST /api/admin/invitations', () => {
  it('creates the patient without a password, e-mails the set-password link and gives one to copy that works', async () => {
    const email = `invitata-${randomUUID().slice(0, 8)}@prova.test`;
    const response = await invite({ firstName: 'Lucia', lastName: 'Gallo', email });
    expect(response.status).toBe(201);
    invited.push(response.body.userId);
    const { userId, link } = response.body;
    expect(response.body.email).toBe(email);

    const user = await adminAuth.getUser(userId);
    expect(user).toMatchObject({ email, displayName: 'Lucia Gallo', emailVerified: false });
    expect(user.passwordHash).toBeUndefined();
    expect((await db.collection('users').doc(userId).get()).data()).toMatchObject({
      email,
      firstName: 'Lucia',
      lastName: 'Gallo',
      level: 1,
      points: 0,
      isAdmin: false,
    });
    const audit = await auditOf(userId);
    expect(audit.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        actorId: admin.uid,
        action: 'user.invite',
        collection: 'users',
        summary: `Paziente «Lucia Gallo» invitato (${email})`,
      }),
    ]);
    // The invitation e-mail carries the same link as the answer.
    const mail = await latestMail(email, ACCOUNT_SUBJECTS.invitation);
    expect(mail.subject).toBe("Dott.ssa Chiara Rossi ti invita nell'area riservata – Nutrizione Funzionale");
    expect(mail.text).toContain('Ciao Lucia');
    expect(actionLinkIn(mail).href).toBe(link);

    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/account/azione`);
    expect(url.searchParams.get('mode')).toBe('resetPassword');
    const set = await api('/api/auth/action', {
      method: 'POST',
      body: { mode: 'resetPassword', oobCode: url.searchParams.get('oobCode'), newPassword: 'Lampione-Verde-Sasso' },
    });
    expect(set.status).toBe(200);
    // Invited, she has not accepted the privacy notice yet: her first sign-in asks for it.
    await expect(login(email, 'Lampione-Verde-Sasso')).rejects.toThrow(/403/);
    const cookie = await login(email, 'Lampione-Verde-Sasso', { privacyAccepted: true });
    expect((await api('/api/auth/user', { cookie })).body).toMatchObject({ id: userId, firstName: 'Lucia', emailVerified: true });
  });

  it('answers 409 in Italian for an address that has an account, recording nothing', async () => {
    const existing = await createUser();
    const response = await invite({ firstName: 'Lucia', lastName: 'Gallo', email: existing.email });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Esiste già un account con questa email. Accedi oppure reimposta la password.' });
    expect(await auditOf(existing.uid)).toHaveLength(0);
    await adminAuth.deleteUser(existing.uid);
  });

  it('answers 400 in Italian for an invalid e-mail', async () => {
    const response = await invite({ firstName: 'Lucia', lastName: 'Gallo', email: 'lucia' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Inserisci un indirizzo email valido' });
  });
});
