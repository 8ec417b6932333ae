import type { AdminUserView } from '@app/schemas/accounts/members';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, login, type TestUser } from '../../../../../tools/testing/api';
import { auditEntriesOf, userData } from '../../../../../tools/testing/posts';

let admin: TestUser;
let member: TestUser;

const setRole = (uid: string, isAdmin: unknown, user = admin, password = user.password) =>
  api<AdminUserView>(`/api/admin/users/${uid}/role`, { method: 'PUT', cookie: user.cookie, body: { isAdmin, password } });
const setDoctor = (uid: string, isDoctor: boolean, user: TestUser, password = user.password) =>
  api<AdminUserView>(`/api/admin/users/${uid}/role`, { method: 'PUT', cookie: user.cookie, body: { isDoctor, password } });
const patientsStatus = async (cookie: string) => (await api('/api/admin/patients', { cookie })).status;
const adminStatus = async (cookie: string) => (await api('/api/admin/stats', { cookie })).status;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});

describe('PUT /api/admin/users/{uid}/role', { timeout: 60_000 }, () => {
  it('is 401 for a visitor and 403 for a member, changing nothing', async () => {
    const target = await createUser();
    expect((await api(`/api/admin/users/${target.uid}/role`, { method: 'PUT', body: { isAdmin: true, password: 'x' } })).status).toBe(401);
    expect((await setRole(target.uid, true, member)).status).toBe(403);
    expect((await adminAuth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
    expect(await auditEntriesOf(target.uid)).toEqual([]);
  });

  it('makes a member admin at once: the old cookie is revoked, a new sign-in reaches the admin area', async () => {
    const target = await createUser({ firstName: 'Nuova', lastName: 'Collega' });
    expect(await adminStatus(target.cookie)).toBe(403);
    const response = await setRole(target.uid, true);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.uid, isAdmin: true });
    expect((await adminAuth.getUser(target.uid)).customClaims?.admin).toBe(true);
    expect((await userData(target.uid))?.isAdmin).toBe(true);
    expect(await adminStatus(target.cookie)).toBe(401);
    expect(await adminStatus(await login(target.email, target.password))).toBe(200);
    expect(await auditEntriesOf(target.uid)).toEqual([
      expect.objectContaining({
        actorId: admin.uid,
        action: 'user.role',
        collection: 'users',
        summary: 'Ruolo di amministratore dato a «Nuova Collega»',
      }),
    ]);
  });

  it('takes the role back at once: the former admin’s cookie loses the admin area right after the change', async () => {
    const target = await createUser({ admin: true });
    expect(await adminStatus(target.cookie)).toBe(200);
    expect((await setRole(target.uid, false)).body).toMatchObject({ isAdmin: false });
    expect(await adminStatus(target.cookie)).toBe(401);
    const fresh = await login(target.email, target.password);
    expect(await adminStatus(fresh)).toBe(403);
    expect((await api('/api/auth/user', { cookie: fresh })).status).toBe(200);
  });

  it('refuses to take an admin’s own role (409), changing nothing', async () => {
    const response = await setRole(admin.uid, false);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Non puoi togliere a te stessa il ruolo di amministratore' });
    expect((await adminAuth.getUser(admin.uid)).customClaims?.admin).toBe(true);
    expect(await adminStatus(admin.cookie)).toBe(200);
    expect(await auditEntriesOf(admin.uid)).toEqual([]);
  });

  it('is 404 for an unknown user and 400 in Italian for a bad body', async () => {
    const unknown = await setRole('non-esiste', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Utente non trovato' });
    const bad = await setRole(member.uid, 'sì');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Il campo isAdmin deve essere true o false' });
    expect(await auditEntriesOf(member.uid)).toEqual([]);
  });

  it('asks the acting admin’s password again: a wrong one is a 403 in Italian and changes nothing', async () => {
    const target = await createUser();
    const wrong = await setRole(target.uid, true, admin, 'non-è-la-mia');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Password non corretta: il ruolo non è stato cambiato' });
    const missing = await api(`/api/admin/users/${target.uid}/role`, { method: 'PUT', cookie: admin.cookie, body: { isAdmin: true } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Inserisci la tua password per confermare' });
    expect((await adminAuth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
    expect(await adminStatus(target.cookie)).toBe(403);
    expect(await auditEntriesOf(target.uid)).toEqual([]);
  });

  it('leaves the doctor’s role to a doctor: an admin without it gets 403, a doctor grants and takes it', async () => {
    const doctor = await createUser({ admin: true, doctor: true });
    const target = await createUser({ firstName: 'Dottoressa', lastName: 'Nuova' });
    const refused = await setDoctor(target.uid, true, admin);
    expect(refused.status).toBe(403);
    expect((await adminAuth.getUser(target.uid)).customClaims?.doctor).toBeUndefined();
    expect((await setDoctor(target.uid, true, doctor, 'sbagliata')).status).toBe(403);
    expect((await adminAuth.getUser(target.uid)).customClaims?.doctor).toBeUndefined();

    const granted = await setDoctor(target.uid, true, doctor);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ id: target.uid, isDoctor: true, isAdmin: false });
    expect((await userData(target.uid))?.isDoctor).toBe(true);
    const asDoctor = await login(target.email, target.password);
    expect(await patientsStatus(asDoctor)).toBe(200);
    // The doctor's role opens the health data, not the admin area.
    expect(await adminStatus(asDoctor)).toBe(403);
    expect((await api<{ isDoctor: boolean }>('/api/auth/user', { cookie: asDoctor })).body.isDoctor).toBe(true);

    expect((await setDoctor(target.uid, false, doctor)).body).toMatchObject({ isDoctor: false });
    expect(await patientsStatus(asDoctor)).toBe(401);
    expect(await patientsStatus(await login(target.email, target.password))).toBe(403);
    expect((await auditEntriesOf(target.uid)).map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['Ruolo di medico dato a «Dottoressa Nuova»', 'Ruolo di medico tolto a «Dottoressa Nuova»']),
    );
    await Promise.all([doctor, target].map((user) => adminAuth.deleteUser(user.uid)));
  });

  it('keeps the patients from an admin without the doctor’s role: 403 on the list and everything below it', async () => {
    for (const path of [
      '/api/admin/patients',
      `/api/admin/patients/${member.uid}/diary`,
      `/api/admin/patients/${member.uid}/summary.pdf`,
    ]) {
      const response = await api(path, { cookie: admin.cookie });
      expect(response.status, path).toBe(403);
      expect(response.body, path).toEqual({
        message: 'Accesso riservato al medico: i dati sanitari dei pazienti non sono visibili agli amministratori',
      });
    }
    const comment = await api(`/api/admin/patients/${member.uid}/comments`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { text: 'Nota' },
    });
    expect(comment.status).toBe(403);
  });
});
