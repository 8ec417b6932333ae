import type { NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import { fodmapReminder } from './fodmapReminder';

/** The FODMAP protocol's e-mails by notification type (app/notificationMails.ts gathers them). */
export const FODMAP_MAILS: NotificationMails = {
  // Never the group or the day, not even in the link: /diario leads to the reintroduction.
  fodmap_reminder: async () => ({ template: fodmapReminder, data: { link: siteLink('/diario') } }),
};
