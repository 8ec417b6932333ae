import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { publishedPlan } from '../../../../../tools/testing/carePlan';

let patient: TestUser;
let doctor: TestUser;

const CARE_PLAN_COLLECTIONS = ['intakes', 'clinical_records', 'measurements', 'meal_plans'];
const countsOf = (uid: string) =>
  Promise.all(CARE_PLAN_COLLECTIONS.map(async (name) => (await db.collection(name).where('userId', '==', uid).get()).size));

beforeAll(async () => {
  [patient, doctor] = await Promise.all([createUser(), createDoctor()]);
  await api('/api/intake', { method: 'PUT', cookie: patient.cookie, body: { reason: 'PCOS e stanchezza', diagnosis: 'PCOS' } });
  await api(`/api/admin/patients/${patient.uid}/record`, { method: 'PUT', cookie: doctor.cookie, body: { notes: 'Nota riservata' } });
  await api(`/api/admin/patients/${patient.uid}/measurements`, {
    method: 'POST',
    cookie: doctor.cookie,
    body: { date: '2026-11-02', weightKg: 64, heightCm: 165, waistCm: 78 },
  });
  await publishedPlan(doctor, patient);
});

afterAll(() => adminAuth.deleteUser(doctor.uid));

describe('the care plan in the account export and the erasure', () => {
  it('exports intake, record, measurements and plans to the patient', async () => {
    const exported = await api<{
      carePlan: { intake: { reason: string }; record: { notes: string }; measurements: unknown[]; mealPlans: unknown[] };
    }>('/api/account/export', { cookie: patient.cookie });
    expect(exported.status).toBe(200);
    expect(exported.body.carePlan.intake.reason).toBe('PCOS e stanchezza');
    expect(exported.body.carePlan.record.notes).toBe('Nota riservata');
    expect(exported.body.carePlan.measurements).toHaveLength(1);
    expect(exported.body.carePlan.mealPlans).toHaveLength(1);
  });

  it('erases all of it with the account', async () => {
    expect(await countsOf(patient.uid)).toEqual([1, 1, 1, 1]);
    const erased = await api('/api/account', { method: 'DELETE', cookie: patient.cookie, body: { password: patient.password } });
    expect(erased.status).toBe(200);
    await settled();
    expect(await countsOf(patient.uid)).toEqual([0, 0, 0, 0]);
  });
});
