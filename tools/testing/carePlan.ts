/** Care-plan test data: a two-day plan body and the doctor's calls that create and publish one. */
import type { MealPlanBody } from '@app/schemas/carePlan/carePlan';
import type { mealPlanBody } from '@app/schemas/carePlan/carePlan';
import type { z } from 'zod';

import { api, type TestUser } from './api';

export const twoDayPlan = (changes: Partial<z.input<typeof mealPlanBody>> = {}): MealPlanBody => ({
  title: 'Piano low FODMAP - settimana 1',
  startsOn: '2026-11-23',
  notes: 'Bevi almeno 1,5 litri di acqua al giorno.',
  days: [
    {
      weekday: 1,
      meals: [
        {
          meal: 'colazione',
          items: [
            { food: 'Yogurt greco senza lattosio', quantity: 150, unit: 'g', alternatives: [{ food: 'Kefir', quantity: 200, unit: 'ml' }] },
            { food: 'Cannella', unit: 'q.b.' },
          ],
        },
        { meal: 'pranzo', items: [{ food: 'Riso basmati', quantity: 70, unit: 'g' }], notes: 'Con zucchine grigliate' },
      ],
    },
    {
      weekday: 2,
      meals: [
        {
          meal: 'pranzo',
          items: [
            { food: 'Riso basmati', quantity: 80, unit: 'g' },
            { food: 'Cannella', unit: 'q.b.' },
          ],
        },
        { meal: 'cena', items: [{ food: 'Uova', quantity: 2, unit: 'pz' }] },
      ],
    },
  ],
  ...changes,
});

export const plansPath = (patient: TestUser) => `/api/admin/patients/${patient.uid}/meal-plans`;

/** The doctor creates a draft for the patient; answers its id. */
export async function draftPlan(doctor: TestUser, patient: TestUser, body: object = twoDayPlan()): Promise<string> {
  const created = await api<{ id: string; status: string }>(plansPath(patient), { method: 'POST', cookie: doctor.cookie, body });
  if (created.status !== 201) throw new Error(`draft: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** The doctor creates and publishes a plan for the patient; answers its id. */
export async function publishedPlan(doctor: TestUser, patient: TestUser, body: object = twoDayPlan()): Promise<string> {
  const id = await draftPlan(doctor, patient, body);
  const published = await api(`${plansPath(patient)}/${id}/publish`, { method: 'POST', cookie: doctor.cookie });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  return id;
}
