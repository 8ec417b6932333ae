import { type AdminAuditView, adminAuditView } from '@app/schemas/audit/audit';
import { adminAuditInsert } from '@app/schemas/audit/entities';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, type ApiResponse, createUser, db, nextLink, type TestUser } from '../../../../tools/testing/api';
import { createPatient } from '../../../../tools/testing/diary';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ admin: true, firstName: 'Laura', lastName: 'Conti' });
});

const createService = (name: string, price: unknown = 8000) =>
  api<{ id: string }>('/api/services', {
    method: 'POST',
    cookie: admin.cookie,
    body: { name, description: 'Servizio di prova del registro', price, duration: '60', category: 'consultation', features: [] },
  });

describe('admin audit (GET /api/admin/audit)', () => {
  it('records an admin write in the same batch, with its author, and lists it newest first in two round trips', async () => {
    const created = await createService('Servizio del registro');
    expect(created.status).toBe(201);
    const renamed = await api(`/api/services/${created.body.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        name: 'Servizio del registro rinominato',
        description: 'Servizio di prova rinominato',
        price: 9000,
        duration: '60',
        category: 'consultation',
        isActive: true,
      },
    });
    expect(renamed.status).toBe(200);

    const response = await api<AdminAuditView[]>('/api/admin/audit', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBe(2);
    for (const entry of response.body) adminAuditView.parse(entry);
    const mine = response.body.filter((entry) => entry.documentId === created.body.id);
    expect(mine.map((entry) => entry.action)).toEqual(['service.update', 'service.create']);
    expect(mine[0]).toMatchObject({
      collection: 'services',
      summary: 'Servizio «Servizio del registro rinominato» modificato',
      actor: { firstName: 'Laura', lastName: 'Conti' },
    });
    await db.collection('services').doc(created.body.id).delete();
  });

  it('records nothing when the write is refused', async () => {
    const before = await db.collection('admin_audit').where('actorId', '==', admin.uid).count().get();
    const refused = await createService('Prezzo negativo', -5);
    expect(refused.status).toBe(400);
    const unknown = await api('/api/services/servizio-inesistente', {
      method: 'PUT',
      cookie: admin.cookie,
      body: {
        name: 'Nessuno',
        description: 'Servizio che non esiste',
        price: 100,
        duration: '60',
        category: 'consultation',
        isActive: true,
      },
    });
    expect(unknown.status).toBe(404);
    const after = await db.collection('admin_audit').where('actorId', '==', admin.uid).count().get();
    expect(after.data().count).toBe(before.data().count);
  });
});

describe('who sees which entries', () => {
  it('an admin without the doctor role sees no entry about health data; the doctor sees every one', async () => {
    const [doctor, patient] = await Promise.all([createUser({ admin: true, doctor: true }), createPatient()]);
    expect((await api(`/api/admin/patients/${patient.uid}/diary`, { cookie: doctor.cookie })).status).toBe(200);
    const created = await createService('Servizio visto da tutti');
    expect(created.status).toBe(201);

    const about = (entries: AdminAuditView[]) =>
      entries.filter((entry) => entry.subjectId === patient.uid || entry.documentId === created.body.id).map((entry) => entry.action);
    const asAdmin = await api<AdminAuditView[]>('/api/admin/audit', { cookie: admin.cookie });
    expect(about(asAdmin.body)).toContain('service.create');
    expect(about(asAdmin.body)).not.toContain('diary.read');
    expect(
      asAdmin.body.filter((entry) => /^(diary|record|fodmap|mealplan|measurement|messages|agenda|sistemats)\./.test(entry.action)),
    ).toEqual([]);
    const asDoctor = await api<AdminAuditView[]>('/api/admin/audit', { cookie: doctor.cookie });
    expect(about(asDoctor.body)).toEqual(expect.arrayContaining(['service.create', 'diary.read']));
    await db.collection('services').doc(created.body.id).delete();
  });
});

describe('GET /api/admin/audit/health: the health-data log, to its first entry', () => {
  it('pages every read of one patient by 100, apart from failed sign-ins that outnumber them; the doctor’s only', async () => {
    const doctor = await createUser({ admin: true, doctor: true });
    const patient = `paziente-registro-${Date.now()}`;
    const entry = (action: string, subjectId: string, summary: string) =>
      adminAuditInsert.parse({ actorId: doctor.uid, action, collection: 'diary_patients', documentId: subjectId, subjectId, summary });
    // 130 reads of the patient, then 150 failed sign-ins: the newest 100 of the whole log hold none of the reads.
    const batch = db.batch();
    for (let index = 0; index < 130; index++)
      batch.create(db.collection('admin_audit').doc(), {
        ...entry('diary.read', patient, `Lettura ${index}`),
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, index)),
      });
    await batch.commit();
    const failures = db.batch();
    for (let index = 0; index < 150; index++)
      failures.create(db.collection('admin_audit').doc(), {
        ...entry('auth.login_failed', 'sconosciuto', 'Accesso non riuscito'),
        createdAt: new Date(),
      });
    await failures.commit();

    expect((await api('/api/admin/audit/health', { cookie: admin.cookie })).status).toBe(403);
    const seen: AdminAuditView[] = [];
    let next: string | undefined = '/api/admin/audit/health';
    let pages = 0;
    while (next) {
      const page: ApiResponse<AdminAuditView[]> = await api<AdminAuditView[]>(next, { cookie: doctor.cookie });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(100);
      expect(page.roundTrips).toBeLessThanOrEqual(2);
      seen.push(...page.body);
      next = nextLink(page.headers);
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    const reads = seen.filter((item) => item.subjectId === patient);
    expect(reads).toHaveLength(130);
    expect(new Set(reads.map((item) => item.id)).size).toBe(130);
    expect(seen.filter((item) => item.action === 'auth.login_failed')).toEqual([]);
  });
});
