import { carePlanContract } from '@app/schemas/contracts/carePlan';

import { latestTemplates } from '../../data/mealPlanTemplates';
import { implement } from '../route';
import { templateViewOf } from './carePlanViews';

/** GET /api/admin/meal-plan-templates: the doctor's saved weeks, newest first. One round trip. */
export const listMealPlanTemplatesRoute = implement(carePlanContract.listMealPlanTemplates, async () =>
  (await latestTemplates()).map(templateViewOf),
);
