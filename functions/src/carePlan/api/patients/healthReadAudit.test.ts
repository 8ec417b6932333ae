import type { AdminAuditView } from '@app/schemas/audit/audit';
import type { DiaryConsentView } from '@app/schemas/diary/diary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, settled, type TestUser, uniqueClientAddress } from '../../../../../tools/testing/api';
import { consent, storeEntries } from '../../../../../tools/testing/diary';

let patient: TestUser;
let doctor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [patient, doctor, admin] = await Promise.all([
    createUser({ firstName: 'Elena', lastName: 'Ferri' }),
    createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Medica' }),
    createUser({ admin: true }),
  ]);
  await consent(patient);
  await storeEntries(patient.uid, 3, 2);
});

afterAll(() => Promise.all([patient, doctor, admin].map((user) => adminAuth.deleteUser(user.uid))));

/** The audit entries about a person (their uid as subjectId), newest last. */
async function entriesAbout(subjectId: string) {
  const snapshot = await db.collection('admin_audit').where('subjectId', '==', subjectId).get();
  return snapshot.docs.map((document) => document.data()).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

describe('the audit log of health-data reads (docs/security.md, Audit)', () => {
  it('records each read of the diary and of its PDF with who, when and whose, and shows the patient the last one', async () => {
    const before = await api<DiaryConsentView>('/api/diary/consent', { cookie: patient.cookie });
    expect(before.body.lastDoctorReadAt).toBeNull();

    const started = Date.now();
    expect((await api(`/api/admin/patients/${patient.uid}/diary`, { cookie: doctor.cookie })).status).toBe(200);
    expect((await api(`/api/admin/patients/${patient.uid}/summary.pdf`, { cookie: doctor.cookie })).status).toBe(200);

    const entries = await entriesAbout(patient.uid);
    const reads = entries.filter((entry) => entry.action.startsWith('diary.'));
    expect(reads.map((entry) => entry.action)).toEqual(['diary.read', 'diary.summary']);
    for (const entry of reads) {
      expect(entry).toMatchObject({ actorId: doctor.uid, documentId: patient.uid, subjectId: patient.uid });
      expect(entry.createdAt.toMillis()).toBeGreaterThanOrEqual(started - 5_000);
    }

    const after = await api<DiaryConsentView>('/api/diary/consent', { cookie: patient.cookie });
    expect(Date.parse(after.body.lastDoctorReadAt!)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('records nothing for a refused read (an admin without the doctor role)', async () => {
    const count = (await entriesAbout(patient.uid)).length;
    expect((await api(`/api/admin/patients/${patient.uid}/diary`, { cookie: admin.cookie })).status).toBe(403);
    expect(await entriesAbout(patient.uid)).toHaveLength(count);
  });

  it('names the actor by uid and the name at that time: a later rename rewrites nothing', async () => {
    await api(`/api/admin/patients/${patient.uid}/diary`, { cookie: doctor.cookie });
    await settled();
    const entries = await api<AdminAuditView[]>('/api/admin/audit', { cookie: doctor.cookie });
    const stamped = entries.body.find((item) => item.action === 'diary.read' && item.subjectId === patient.uid)!;
    // Stamped on the entry itself by the audit trigger, not read from the profile.
    expect((await db.collection('admin_audit').doc(stamped.id).get()).data()?.actorName).toBe('Chiara Medica');
    expect(stamped.actorId).toBe(doctor.uid);
    const renamed = await api('/api/account/profile', {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { firstName: 'Chiara', lastName: 'Rinominata' },
    });
    expect(renamed.status).toBe(200);
    const log = await api<AdminAuditView[]>('/api/admin/audit', { cookie: doctor.cookie });
    expect(log.body.find((item) => item.id === stamped.id)?.actor.name).toBe('Chiara Medica');
  });

  it('records a Sistema TS export, one entry per patient in it', async () => {
    const response = await api(`/api/admin/invoices/sistema-ts.csv?year=2031`, { cookie: doctor.cookie });
    expect(response.status).toBe(200);
    const snapshot = await db.collection('admin_audit').where('documentId', '==', 'sistema-ts-2031').get();
    expect(snapshot.docs.map((document) => document.data())).toContainEqual(
      expect.objectContaining({ action: 'sistemats.export', actorId: doctor.uid }),
    );
  });

  it('records successful and failed sign-ins, never the password', async () => {
    const client = uniqueClientAddress();
    const signIn = (password: string) =>
      api('/api/simple-login', {
        method: 'POST',
        body: { username: patient.email, password },
        headers: fromClient(client),
      });
    expect((await signIn('una-password-sbagliata')).status).toBe(401);
    expect((await signIn(patient.password)).status).toBe(200);
    const success = (await entriesAbout(patient.uid)).filter((entry) => entry.action === 'auth.login');
    expect(success.at(-1)).toMatchObject({ actorId: patient.uid, summary: `Accesso riuscito da ${client}` });
    const failed = await db
      .collection('admin_audit')
      .where('action', '==', 'auth.login_failed')
      .where('summary', '==', `Accesso non riuscito da ${client}`)
      .get();
    expect(failed.size).toBe(1);
    const stored = JSON.stringify([...success, ...failed.docs.map((document) => document.data())]);
    expect(stored).not.toContain('una-password-sbagliata');
    expect(stored).not.toContain(patient.password);
    expect(stored).not.toContain(patient.email);
  });
});
