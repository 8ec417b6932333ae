import type { MeasurementView } from '@app/schemas/carePlan/carePlan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, db, type TestUser } from '../../../../../tools/testing/api';

let patient: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, doctor] = await Promise.all([createUser(), createDoctor()]);
});

afterAll(() => Promise.all([patient, doctor].map((user) => adminAuth.deleteUser(user.uid))));

const path = () => `/api/admin/patients/${patient.uid}/measurements`;
const visit = { date: '2026-10-01', weightKg: 70, heightCm: 170, waistCm: 85, hipCm: 98, fatMassPercent: 28.5, phaseAngle: 6.1 };
const count = async () => (await db.collection('measurements').where('userId', '==', patient.uid).get()).size;

describe('measurements at each visit', () => {
  it('stores a visit with the BMI (one decimal) and the waist-to-height ratio (two)', async () => {
    const created = await api<MeasurementView>(path(), { method: 'POST', cookie: doctor.cookie, body: visit });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...visit, bmi: 24.2, waistToHeight: 0.5 });
    expect(created.body.id).toBeTruthy();
  });

  it('lists them oldest first to the doctor and to the patient', async () => {
    await api(path(), { method: 'POST', cookie: doctor.cookie, body: { date: '2026-11-05', weightKg: 68.4, heightCm: 170, waistCm: 82 } });
    const asDoctor = await api<MeasurementView[]>(path(), { cookie: doctor.cookie });
    expect(asDoctor.body.map((item) => [item.date, item.bmi, item.waistToHeight])).toEqual([
      ['2026-10-01', 24.2, 0.5],
      ['2026-11-05', 23.7, 0.48],
    ]);
    // The patient and her measurements in parallel, then the read's audit entry.
    expect(asDoctor.roundTrips).toBeLessThanOrEqual(3);
    const reads = await db.collection('admin_audit').where('subjectId', '==', patient.uid).where('action', '==', 'measurement.read').get();
    expect(reads.docs.map((entry) => entry.get('actorId'))).toContain(doctor.uid);
    const own = await api<MeasurementView[]>('/api/measurements', { cookie: patient.cookie });
    expect(own.body.map((item) => item.date)).toEqual(['2026-10-01', '2026-11-05']);
    expect(own.roundTrips).toBeLessThanOrEqual(1);
  });

  it('refuses impossible values in Italian and writes nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ heightCm: 49 }, "L'altezza deve essere tra 50 e 250 cm"],
      [{ heightCm: 251 }, "L'altezza deve essere tra 50 e 250 cm"],
      [{ weightKg: -3 }, 'Il peso deve essere tra 20 e 350 kg'],
      [{ waistCm: 500 }, 'La circonferenza vita deve essere tra 30 e 250 cm'],
      [{ fatMassPercent: 90 }, 'La massa grassa deve essere tra 2 e 75 %'],
      [{ date: '2026-02-30' }, 'La data della misurazione deve essere una data AAAA-MM-GG'],
    ];
    for (const [change, message] of cases) {
      const response = await api<{ message: string }>(path(), { method: 'POST', cookie: doctor.cookie, body: { ...visit, ...change } });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect(await count()).toBe(before);
  });
});
