import type { NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import { mealPlanPublished } from './mealPlanPublished';

/** The care plan's e-mails by notification type (app/notificationMails.ts gathers them). */
export const CARE_PLAN_MAILS: NotificationMails = {
  // Never the plan: only that one is waiting in the app.
  meal_plan_published: async () => ({ template: mealPlanPublished, data: { link: siteLink('/piano') } }),
};
