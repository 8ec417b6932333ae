import type { AdminUserView } from '@app/schemas/members';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, login, type TestUser } from '../../../../tools/testing/api';
import { auditEntriesOf, userData } from '../../../../tools/testing/posts';

let admin: TestUser;
let member: TestUser;

const setRole = (uid: string, isAdmin: unknown, user = admin) =>
  api<AdminUserView>(`/api/admin/users/${uid}/role`, { method: 'PUT', cookie: user.cookie, body: { isAdmin } });
const adminStatus = async (cookie: string) => (await api('/api/admin/stats', { cookie })).status;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});

describe('PUT /api/admin/users/{uid}/role', { timeout: 60_000 }, () => {
  it('is 401 for a visitor and 403 for a member, changing nothing', async () => {
    const target = await createUser();
    expect((await api(`/api/admin/users/${target.uid}/role`, { method: 'PUT', body: { isAdmin: true } })).status).toBe(401);
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
});
