import type { MealPlanView, ShoppingItem } from '@app/schemas/carePlan/carePlan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { draftPlan, plansPath, publishedPlan, twoDayPlan } from '../../../../../tools/testing/carePlan';
import { mailDocumentsTo, waitForMails } from '../../../../../tools/testing/mailDev';
import { download } from '../../../../../tools/testing/orders';
import { pdfText } from '../../../../../tools/testing/pdfText';

let patient: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, doctor] = await Promise.all([createUser({ firstName: 'Giulia', lastName: 'Bianchi' }), createDoctor()]);
});

afterAll(() => Promise.all([patient, doctor].map((user) => adminAuth.deleteUser(user.uid))));

const plansCount = async () => (await db.collection('meal_plans').where('userId', '==', patient.uid).get()).size;

describe('meal plans', () => {
  it('creates a draft the patient never sees, edits it, and 404s in Italian while none is published', async () => {
    const created = await api<{ id: string; status: string }>(plansPath(patient), {
      method: 'POST',
      cookie: doctor.cookie,
      body: twoDayPlan(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'draft' });

    const edited = await api(`${plansPath(patient)}/${created.body.id}`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: twoDayPlan({ title: 'Piano rivisto' }),
    });
    expect(edited.status).toBe(200);
    const list = await api<MealPlanView[]>(plansPath(patient), { cookie: doctor.cookie });
    expect(list.body.map((plan) => [plan.title, plan.status])).toEqual([['Piano rivisto', 'draft']]);
    // The patient and her plans in parallel, then the read's audit entry.
    expect(list.roundTrips).toBeLessThanOrEqual(3);
    const reads = await db.collection('admin_audit').where('subjectId', '==', patient.uid).where('action', '==', 'mealplan.read').get();
    expect(reads.docs.map((entry) => entry.get('actorId'))).toContain(doctor.uid);
    // The doctor's copy of the draft as a PDF: recorded too.
    expect((await download(`${plansPath(patient)}/${created.body.id}/plan.pdf`, doctor.cookie)).status).toBe(200);
    const pdfReads = await db.collection('admin_audit').where('subjectId', '==', patient.uid).where('action', '==', 'mealplan.pdf').get();
    expect(pdfReads.size).toBe(1);

    const current = await api<{ message: string }>('/api/meal-plan', { cookie: patient.cookie });
    expect([current.status, current.body.message]).toEqual([
      404,
      'Non hai ancora un piano alimentare: la tua nutrizionista lo pubblicherà dopo la visita',
    ]);
    expect((await api('/api/meal-plans', { cookie: patient.cookie })).body).toEqual([]);
  });

  it('refuses bad plans with Italian messages and writes nothing', async () => {
    const before = await plansCount();
    const day = twoDayPlan().days[0]!;
    const withItem = (item: object) => twoDayPlan({ days: [{ weekday: 1, meals: [{ meal: 'pranzo', items: [item as never] }] }] });
    const cases: [object, string][] = [
      [withItem({ food: 'Pane', quantity: 10, unit: 'kg' }), "Scegli un'unità tra g, ml, pz, cucchiaio, cucchiaino e q.b."],
      [withItem({ food: 'Pane', quantity: -5, unit: 'g' }), 'La quantità non può essere negativa'],
      [withItem({ food: 'Pane', quantity: 5001, unit: 'g' }), 'La quantità non può superare 5000'],
      [
        twoDayPlan({ days: [{ weekday: 1, meals: [{ meal: 'brunch' as never, items: day.meals[0]!.items }] }] }),
        'Scegli un pasto tra colazione, spuntino, pranzo, merenda e cena',
      ],
      [twoDayPlan({ days: [{ ...day, weekday: 0 }] }), 'Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)'],
      [twoDayPlan({ days: Array.from({ length: 8 }, (_, index) => ({ ...day, weekday: index + 1 })) }), 'Un piano ha al massimo 7 giorni'],
      [twoDayPlan({ days: [] }), 'Il piano è vuoto: aggiungi almeno un giorno'],
    ];
    for (const [body, message] of cases) {
      const response = await api<{ message: string }>(plansPath(patient), { method: 'POST', cookie: doctor.cookie, body });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect(await plansCount()).toBe(before);
  });

  it('publishes: the plan becomes current, the previous stays in the history, the patient is notified and mailed without content', async () => {
    const first = await publishedPlan(doctor, patient, twoDayPlan({ title: 'Primo piano' }));
    const second = await publishedPlan(doctor, patient, twoDayPlan({ title: 'Secondo piano' }));

    const current = await api<MealPlanView>('/api/meal-plan', { cookie: patient.cookie });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: second, title: 'Secondo piano', status: 'published', current: true });
    expect(current.roundTrips).toBeLessThanOrEqual(2);
    const history = await api<MealPlanView[]>('/api/meal-plans', { cookie: patient.cookie });
    expect(history.body.map((plan) => [plan.id, plan.current])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(history.roundTrips).toBeLessThanOrEqual(2);

    // A published plan cannot change under the patient, nor be published twice.
    const edit = await api<{ message: string }>(`${plansPath(patient)}/${second}`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: twoDayPlan(),
    });
    expect([edit.status, edit.body.message]).toEqual([409, 'Il piano è già pubblicato: per cambiarlo creane uno nuovo']);
    expect((await api(`${plansPath(patient)}/${second}/publish`, { method: 'POST', cookie: doctor.cookie })).status).toBe(409);

    const bell = await api<{ items: { type: string; link?: string; message: string }[] }>('/api/notifications', { cookie: patient.cookie });
    const published = bell.body.items.filter((item) => item.type === 'meal_plan_published');
    expect(published).toHaveLength(2);
    const mails = await waitForMails(patient.email, 'Il tuo nuovo piano alimentare è pronto', 2);
    for (const mail of mails) {
      expect(mail.text).toContain('/piano');
      expect(mail.text).not.toContain('Riso basmati');
      expect(mail.html).not.toContain('Secondo piano');
    }
    expect((await mailDocumentsTo(patient.email)).length).toBeGreaterThanOrEqual(2);
  });

  it('publishes a draft once when two publications race', async () => {
    const id = await draftPlan(doctor, patient);
    const results = await Promise.all(
      [0, 1, 2].map(() => api(`${plansPath(patient)}/${id}/publish`, { method: 'POST', cookie: doctor.cookie })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    await settled();
    const notes = await db.collection('notifications').where('userId', '==', patient.uid).where('relatedId', '==', id).get();
    expect(notes.size).toBe(1);
  });

  it("sums the shopping list over the days and reads the week's plan in the PDF", async () => {
    await publishedPlan(doctor, patient, twoDayPlan({ title: 'Piano della spesa' }));
    // 2026-11-23 is a Monday: Monday, Tuesday, then five days without a plan, then Monday again.
    const list = await api<ShoppingItem[]>('/api/meal-plan/shopping-list?from=2026-11-23&days=8', { cookie: patient.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { food: 'Cannella', unit: 'q.b.' },
      { food: 'Riso basmati', quantity: 220, unit: 'g' },
      { food: 'Uova', quantity: 2, unit: 'pz' },
      { food: 'Yogurt greco senza lattosio', quantity: 300, unit: 'g' },
    ]);
    expect(list.roundTrips).toBeLessThanOrEqual(2);
    for (const query of ['from=2026-11-23&days=15', 'from=2026-11-23&days=0', 'from=23-11-2026&days=3']) {
      expect((await api(`/api/meal-plan/shopping-list?${query}`, { cookie: patient.cookie })).status, query).toBe(400);
    }

    const file = await download('/api/meal-plan.pdf', patient.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const flat = await pdfText(file.bytes);
    for (const expected of [
      'Dott.ssa Chiara Rossi',
      'Piano della spesa',
      'Giulia Bianchi',
      'dal 23/11/2026',
      'Lunedì',
      'Martedì',
      'Colazione',
      'Cena',
      '150 g Yogurt greco senza lattosio',
      'oppure 200 ml Kefir',
      'Cannella q.b.',
      'Bevi almeno 1,5 litri',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('counts no day before the plan starts: a plan from Thursday 26/11 leaves out that week’s Monday to Wednesday', async () => {
    await publishedPlan(doctor, patient, twoDayPlan({ title: 'Dal giovedì', startsOn: '2026-11-26' }));
    const week = await api<ShoppingItem[]>('/api/meal-plan/shopping-list?from=2026-11-23&days=7', { cookie: patient.cookie });
    expect([week.status, week.body]).toEqual([200, []]);
    const next = await api<ShoppingItem[]>('/api/meal-plan/shopping-list?from=2026-11-23&days=8', { cookie: patient.cookie });
    expect(next.body.map((item) => item.food)).toEqual(['Cannella', 'Riso basmati', 'Yogurt greco senza lattosio']);
  });

  it('keeps templates for the doctor', async () => {
    const created = await api<{ id: string; title: string }>('/api/admin/meal-plan-templates', {
      method: 'POST',
      cookie: doctor.cookie,
      body: { title: 'Low FODMAP base', days: twoDayPlan().days },
    });
    expect(created.status).toBe(201);
    const list = await api<{ id: string; title: string }[]>('/api/admin/meal-plan-templates', { cookie: doctor.cookie });
    expect(list.body.find((item) => item.id === created.body.id)?.title).toBe('Low FODMAP base');
    expect(list.roundTrips).toBeLessThanOrEqual(1);
  });
});
