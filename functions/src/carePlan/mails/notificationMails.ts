import type { NotificationMails } from '../../notifications';
import { siteLink } from '../../notifications';
import { mealPlanPublished } from './mealPlanPublished';

/** The care plan's e-mails by notification type (app/notificationMails.ts gathers them). */
export const CARE_PLAN_MAILS: NotificationMails = {
  // Never the plan: only that one is waiting in the app.
  meal_plan_published: async () => ({ template: mealPlanPublished, data: { link: siteLink('/piano') } }),
};
