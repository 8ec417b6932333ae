import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { addTemplate } from '../../data/mealPlanTemplates';
import { templateViewOf } from './carePlanViews';

/** POST /api/admin/meal-plan-templates: saves a week to start other plans from. */
export const createMealPlanTemplateRoute = implement(carePlanContract.createMealPlanTemplate, async ({ caller, body }) =>
  templateViewOf(await addTemplate(caller.uid, body)),
);
