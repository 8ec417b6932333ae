import { describe, expect, it } from 'vitest';

import { grantRoles } from './grantRoles';
import { adminAuth, api, createUser, db, login } from './testing/api';

describe('npm run grant-admin -- EMAIL [--doctor]', () => {
  it('makes the first doctor on a project: after her next sign-in she reads patients’ health data', async () => {
    const [doctor, patient] = await Promise.all([createUser(), createUser()]);
    await grantRoles(adminAuth, db, doctor.email, { doctor: true });
    expect((await adminAuth.getUser(doctor.uid)).customClaims).toMatchObject({ admin: true, doctor: true });
    expect((await db.collection('users').doc(doctor.uid).get()).data()).toMatchObject({ isAdmin: true, isDoctor: true });
    const cookie = await login(doctor.email, doctor.password);
    expect((await api(`/api/admin/patients/${patient.uid}/record`, { cookie })).status).toBe(200);
  });

  it('without --doctor gives the admin role only', async () => {
    const admin = await createUser();
    await grantRoles(adminAuth, db, admin.email, { doctor: false });
    expect((await adminAuth.getUser(admin.uid)).customClaims).toEqual({ admin: true });
    const cookie = await login(admin.email, admin.password);
    expect((await api('/api/admin/audit', { cookie })).status).toBe(200);
    expect((await api(`/api/admin/patients/${admin.uid}/record`, { cookie })).status).toBe(403);
  });
});
