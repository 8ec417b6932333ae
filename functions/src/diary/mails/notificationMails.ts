import type { NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import { diaryComment } from './diaryComment';

/** The diary's e-mails by notification type (app/notificationMails.ts gathers them). */
export const DIARY_MAILS: NotificationMails = {
  // Never the comment: only that one is waiting in the diary.
  diary_comment: async () => ({ template: diaryComment, data: { link: siteLink('/diario') } }),
};
