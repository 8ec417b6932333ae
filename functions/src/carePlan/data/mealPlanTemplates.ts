/** meal_plan_templates: the doctor's reusable weeks (no patient's data in them; docs/care-plan.md). */
import type { mealPlanTemplateBody } from '@app/schemas/carePlan/carePlan';
import type { MealPlanTemplateDoc } from '@app/schemas/carePlan/carePlan';
import type { z } from 'zod';

import { entity } from '../../shared/data/entity';

export const mealPlanTemplates = entity<MealPlanTemplateDoc>('mealPlanTemplates', {
  notFound: 'Modello non trovato',
  stamps: ['createdAt'],
});

export const TEMPLATES_LIMIT = 100;

/** The latest templates, newest first: one round trip. */
export async function latestTemplates(): Promise<MealPlanTemplateDoc[]> {
  const snapshot = await mealPlanTemplates.typed.orderBy('createdAt', 'desc').limit(TEMPLATES_LIMIT).get();
  return snapshot.docs.map((document) => document.data());
}

/** Stores a template; returns it as read back (one write, one read). */
export async function addTemplate(authorId: string, body: z.output<typeof mealPlanTemplateBody>): Promise<MealPlanTemplateDoc> {
  const reference = mealPlanTemplates.newRef();
  await reference.create(mealPlanTemplates.insertData({ ...body, authorId }));
  return mealPlanTemplates.byId(reference.id);
}
