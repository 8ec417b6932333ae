import type { AdminUserView } from '@app/schemas/accounts/members';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, login, type TestUser } from '../../../../../tools/testing/api';
import { auditEntriesOf, userData } from '../../../../../tools/testing/posts';

let admin: TestUser;
let member: TestUser;

const setStatus = (uid: string, disabled: unknown, user = admin) =>
  api<AdminUserView>(`/api/admin/users/${uid}/status`, { method: 'PUT', cookie: user.cookie, body: { disabled } });
const homeStatus = async (cookie: string) => (await api('/api/auth/user', { cookie })).status;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});

describe('PUT /api/admin/users/{uid}/status', { timeout: 60_000 }, () => {
  it('is 401 for a visitor and 403 for a member, changing nothing', async () => {
    const target = await createUser();
    expect((await api(`/api/admin/users/${target.uid}/status`, { method: 'PUT', body: { disabled: true } })).status).toBe(401);
    expect((await setStatus(target.uid, true, member)).status).toBe(403);
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(false);
    expect(await homeStatus(target.cookie)).toBe(200);
  });

  it("disables an account: the member's cookie is refused at once and signing in fails; enabling lets them back", async () => {
    const target = await createUser({ firstName: 'Paziente', lastName: 'Sospesa' });
    expect(await homeStatus(target.cookie)).toBe(200);
    const response = await setStatus(target.uid, true);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.uid, disabled: true });
    expect(await homeStatus(target.cookie)).toBe(401);
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(true);
    expect((await userData(target.uid))?.disabled).toBe(true);
    await expect(login(target.email, target.password)).rejects.toThrow();

    expect((await setStatus(target.uid, false)).body).toMatchObject({ disabled: false });
    expect(await homeStatus(await login(target.email, target.password))).toBe(200);
    expect((await auditEntriesOf(target.uid)).map((entry) => entry.summary).sort()).toEqual([
      'Account di «Paziente Sospesa» disattivato',
      'Account di «Paziente Sospesa» riattivato',
    ]);
  });

  it('refuses to disable the admin herself (409), changing nothing', async () => {
    const response = await setStatus(admin.uid, true);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Non puoi disattivare il tuo account' });
    expect((await adminAuth.getUser(admin.uid)).disabled).toBe(false);
    expect(await homeStatus(admin.cookie)).toBe(200);
    expect(await auditEntriesOf(admin.uid)).toEqual([]);
  });

  it('is 404 for an unknown user and 400 in Italian for a bad body', async () => {
    const unknown = await setStatus('non-esiste', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Utente non trovato' });
    const bad = await setStatus(member.uid, null);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Il campo disabled deve essere true o false' });
  });
});
