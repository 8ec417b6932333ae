import type { MealPlanView } from '@app/schemas/carePlan/carePlan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { draftPlan, plansPath, publishedPlan, twoDayPlan } from '../../../../../tools/testing/carePlan';

let patient: TestUser;
let other: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, other, doctor] = await Promise.all([createUser(), createUser(), createDoctor()]);
});

afterAll(() => Promise.all([patient, other, doctor].map((user) => adminAuth.deleteUser(user.uid))));

const unpublish = (owner: TestUser, planId: string, caller: TestUser | null = doctor) =>
  api<MealPlanView & { message?: string }>(`${plansPath(owner)}/${planId}/unpublish`, { method: 'POST', cookie: caller?.cookie });
const bellOf = async (user: TestUser) =>
  (await api<{ items: { type: string; relatedId: string | null }[] }>('/api/notifications', { cookie: user.cookie })).body.items;

describe('POST /api/admin/patients/{uid}/meal-plans/{planId}/unpublish', () => {
  it('is the doctor’s: 401 without a session, 403 for the patient, 404 for another patient’s plan or an unknown one', async () => {
    const id = await publishedPlan(doctor, patient);
    expect((await unpublish(patient, id, null)).status).toBe(401);
    expect((await unpublish(patient, id, patient)).status).toBe(403);
    expect(await unpublish(other, id)).toMatchObject({ status: 404 });
    expect(await unpublish(patient, 'nessuno')).toMatchObject({ status: 404 });
    expect((await api<MealPlanView>('/api/meal-plan', { cookie: patient.cookie })).body.id).toBe(id);
  });

  it('takes the plan back to draft: the patient follows the one published before, the bell forgets it, and it can be published again', async () => {
    const first = await publishedPlan(doctor, patient, twoDayPlan({ title: 'Piano di marzo' }));
    const second = await publishedPlan(doctor, patient, twoDayPlan({ title: 'Piano di aprile' }));
    await settled();
    expect((await bellOf(patient)).filter((item) => item.relatedId === second)).toHaveLength(1);

    const undone = await unpublish(patient, second);
    expect(undone).toMatchObject({ status: 200, body: { id: second, status: 'draft', publishedAt: null } });
    expect(undone.roundTrips).toBeLessThanOrEqual(3);
    expect((await api<MealPlanView>('/api/meal-plan', { cookie: patient.cookie })).body).toMatchObject({ id: first, current: true });
    const history = await api<MealPlanView[]>('/api/meal-plans', { cookie: patient.cookie });
    expect(history.body.map((plan) => plan.id)).not.toContain(second);
    expect((await bellOf(patient)).filter((item) => item.relatedId === second)).toEqual([]);
    const audit = await db.collection('admin_audit').where('documentId', '==', second).where('action', '==', 'mealplan.unpublish').get();
    expect(audit.size).toBe(1);

    // A second click changes nothing; the draft can be edited and published again, which notifies again.
    expect(await unpublish(patient, second)).toMatchObject({ status: 200, body: { status: 'draft' } });
    const edited = await api(`${plansPath(patient)}/${second}`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: twoDayPlan({ title: 'Piano di aprile, rivisto' }),
    });
    expect(edited.status).toBe(200);
    expect((await api(`${plansPath(patient)}/${second}/publish`, { method: 'POST', cookie: doctor.cookie })).status).toBe(200);
    await settled();
    expect((await api<MealPlanView>('/api/meal-plan', { cookie: patient.cookie })).body).toMatchObject({
      id: second,
      title: 'Piano di aprile, rivisto',
    });
    expect((await bellOf(patient)).filter((item) => item.relatedId === second)).toHaveLength(1);
  });

  it('leaves the patient without a plan when the only one is unpublished, and leaves a draft as it is', async () => {
    const draft = await draftPlan(doctor, other);
    expect(await unpublish(other, draft)).toMatchObject({ status: 200, body: { status: 'draft' } });
    const only = await publishedPlan(doctor, other);
    expect((await unpublish(other, only)).status).toBe(200);
    expect((await api('/api/meal-plan', { cookie: other.cookie })).status).toBe(404);
  });
});
