import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { latestTemplates } from '../../data/mealPlanTemplates';
import { templateViewOf } from './carePlanViews';

/** GET /api/admin/meal-plan-templates: the doctor's saved weeks, newest first. One round trip. */
export const listMealPlanTemplatesRoute = implement(carePlanContract.listMealPlanTemplates, async () =>
  (await latestTemplates()).map(templateViewOf),
);
