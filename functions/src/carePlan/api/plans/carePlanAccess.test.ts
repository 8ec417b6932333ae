import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, type TestUser } from '../../../../../tools/testing/api';
import { publishedPlan, twoDayPlan } from '../../../../../tools/testing/carePlan';

let patient: TestUser;
let otherMember: TestUser;
let admin: TestUser;
let doctor: TestUser;
let planId: string;

beforeAll(async () => {
  [patient, otherMember, admin, doctor] = await Promise.all([createUser(), createUser(), createUser({ admin: true }), createDoctor()]);
  planId = await publishedPlan(doctor, patient);
  await api('/api/intake', { method: 'PUT', cookie: patient.cookie, body: { reason: 'Gonfiore dopo i pasti', diagnosis: 'IBS' } });
});

afterAll(() => Promise.all([patient, otherMember, admin, doctor].map((user) => adminAuth.deleteUser(user.uid))));

const measurement = { date: '2026-11-20', weightKg: 70, heightCm: 170, waistCm: 80 };

/** Every care-plan call about the patient, as [method, path, body]. */
const doctorCalls = (): [string, string, object?][] => [
  ['GET', `/api/admin/patients/${patient.uid}/record`],
  ['PUT', `/api/admin/patients/${patient.uid}/record`, { diagnosis: 'IBS' }],
  ['GET', `/api/admin/patients/${patient.uid}/measurements`],
  ['POST', `/api/admin/patients/${patient.uid}/measurements`, measurement],
  ['GET', `/api/admin/patients/${patient.uid}/meal-plans`],
  ['POST', `/api/admin/patients/${patient.uid}/meal-plans`, twoDayPlan()],
  ['PUT', `/api/admin/patients/${patient.uid}/meal-plans/${planId}`, twoDayPlan()],
  ['POST', `/api/admin/patients/${patient.uid}/meal-plans/${planId}/publish`],
  ['GET', `/api/admin/patients/${patient.uid}/meal-plans/${planId}/plan.pdf`],
  ['GET', '/api/admin/meal-plan-templates'],
  ['POST', '/api/admin/meal-plan-templates', { title: 'Modello', days: twoDayPlan().days }],
];
const patientCalls: [string, string, object?][] = [
  ['GET', '/api/intake'],
  ['PUT', '/api/intake', { reason: 'Controllo', diagnosis: 'nessuna' }],
  ['GET', '/api/measurements'],
  ['GET', '/api/meal-plan'],
  ['GET', '/api/meal-plan.pdf'],
  ['GET', '/api/meal-plan/shopping-list?from=2026-11-23&days=7'],
  ['GET', '/api/meal-plans'],
];

describe('who may call the care plan (health data: the patient and the doctor only)', () => {
  it('answers 401 to a visitor on every call', async () => {
    for (const [method, path, body] of [...doctorCalls(), ...patientCalls]) {
      expect((await api(path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to a member and to an admin without the doctor's role on the doctor's calls", async () => {
    for (const user of [patient, otherMember, admin]) {
      for (const [method, path, body] of doctorCalls()) {
        expect((await api(path, { method, body, cookie: user.cookie })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it("gives another member only her own (empty) care plan, never the patient's", async () => {
    expect((await api('/api/intake', { cookie: otherMember.cookie })).body).toBeNull();
    expect((await api('/api/measurements', { cookie: otherMember.cookie })).body).toEqual([]);
    expect((await api('/api/meal-plans', { cookie: otherMember.cookie })).body).toEqual([]);
    const current = await api<{ message: string }>('/api/meal-plan', { cookie: otherMember.cookie });
    expect([current.status, current.body.message]).toEqual([
      404,
      'Non hai ancora un piano alimentare: la tua nutrizionista lo pubblicherà dopo la visita',
    ]);
    expect((await api('/api/meal-plan.pdf', { cookie: otherMember.cookie })).status).toBe(404);
    expect((await api('/api/meal-plan/shopping-list?from=2026-11-23&days=7', { cookie: otherMember.cookie })).status).toBe(404);
  });

  it('lets the patient and the doctor in', async () => {
    for (const [method, path, body] of patientCalls) {
      expect((await api(path, { method, body, cookie: patient.cookie })).status, `${method} ${path}`).toBe(200);
    }
    const record = await api<{ intake: { reason: string } }>(`/api/admin/patients/${patient.uid}/record`, { cookie: doctor.cookie });
    expect(record.status).toBe(200);
    expect(record.body.intake.reason).toBe('Controllo');
  });

  it("is 404 for the doctor on an unknown patient and on another patient's plan", async () => {
    for (const path of ['record', 'measurements', 'meal-plans']) {
      const unknown = await api<{ message: string }>(`/api/admin/patients/nessuno/${path}`, { cookie: doctor.cookie });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Paziente non trovato']);
    }
    const asOther = `/api/admin/patients/${otherMember.uid}/meal-plans/${planId}`;
    const updated = await api<{ message: string }>(asOther, { method: 'PUT', cookie: doctor.cookie, body: twoDayPlan() });
    expect([updated.status, updated.body.message]).toEqual([404, 'Piano alimentare non trovato']);
    expect((await api(`${asOther}/publish`, { method: 'POST', cookie: doctor.cookie })).status).toBe(404);
    expect((await api(`${asOther}/plan.pdf`, { cookie: doctor.cookie })).status).toBe(404);
  });
});
