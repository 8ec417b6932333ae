import type { ClinicalRecordView, IntakeView } from '@app/schemas/carePlan/carePlan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, db, type TestUser } from '../../../../../tools/testing/api';

let patient: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, doctor] = await Promise.all([createUser(), createDoctor()]);
});

afterAll(() => Promise.all([patient, doctor].map((user) => adminAuth.deleteUser(user.uid))));

const intake = {
  reason: 'Gonfiore e dolore addominale dopo i pasti',
  diagnosis: 'IBS',
  physicianName: 'Dott. Marco Bianchi',
  diagnosisDate: '2026-03-10',
  medications: 'Probiotico al mattino',
  allergies: 'Nessuna',
  habits: 'Salto spesso la colazione',
  activity: 'Camminata 3 volte a settimana',
  goals: 'Meno gonfiore',
};
const recordPath = () => `/api/admin/patients/${patient.uid}/record`;

describe('the intake before the first visit', () => {
  it('is null until filled, then answers what the patient wrote', async () => {
    expect((await api('/api/intake', { cookie: patient.cookie })).body).toBeNull();
    const saved = await api<IntakeView>('/api/intake', { method: 'PUT', cookie: patient.cookie, body: intake });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(intake);
    const read = await api<IntakeView>('/api/intake', { cookie: patient.cookie });
    expect(read.body).toMatchObject(intake);
    expect(read.roundTrips).toBeLessThanOrEqual(1);
  });

  it('refuses an unknown diagnosis or a missing reason in Italian, writing nothing', async () => {
    const unknown = await api<{ message: string }>('/api/intake', {
      method: 'PUT',
      cookie: patient.cookie,
      body: { ...intake, diagnosis: 'celiachia' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Scegli una diagnosi tra IBS, PCOS, altra o nessuna']);
    const empty = await api<{ message: string }>('/api/intake', {
      method: 'PUT',
      cookie: patient.cookie,
      body: { ...intake, reason: ' ' },
    });
    expect([empty.status, empty.body.message]).toEqual([400, 'Scrivi il motivo della visita']);
    expect((await api<IntakeView>('/api/intake', { cookie: patient.cookie })).body.diagnosis).toBe('IBS');
  });
});

describe("the doctor's clinical record", () => {
  it('shows the intake, saves the record and audits every read (two round trips)', async () => {
    const empty = await api<ClinicalRecordView>(recordPath(), { cookie: doctor.cookie });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ diagnosis: '', notes: '', updatedAt: null, intake: { reason: intake.reason, diagnosis: 'IBS' } });
    expect(empty.roundTrips).toBeLessThanOrEqual(2);

    const body = {
      diagnosis: 'IBS-D',
      diagnosisSource: 'Gastroenterologo, Dott. Bianchi, 10/03/2026',
      notes: 'Risponde bene alla fase 1',
      goals: 'Reintroduzione',
    };
    const saved = await api<ClinicalRecordView>(recordPath(), { method: 'PUT', cookie: doctor.cookie, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(body);

    const reads = await db.collection('admin_audit').where('subjectId', '==', patient.uid).get();
    const actions = reads.docs.map((document) => document.data()).filter((entry) => entry.action === 'record.read');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ actorId: doctor.uid, documentId: patient.uid, collection: 'clinical_records' });
    await api(recordPath(), { cookie: doctor.cookie });
    const after = await db.collection('admin_audit').where('subjectId', '==', patient.uid).where('action', '==', 'record.read').get();
    expect(after.size).toBe(2);
    // A record read is no diary read: no diary document appears for a patient without a diary.
    expect((await db.collection('diary_patients').doc(patient.uid).get()).exists).toBe(false);
  });

  it('refuses an over-long note in Italian', async () => {
    const response = await api<{ message: string }>(recordPath(), {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { notes: 'x'.repeat(10_001) },
    });
    expect([response.status, response.body.message]).toEqual([400, 'Le note: al massimo 10000 caratteri']);
  });
});
