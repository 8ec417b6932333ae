import { onSchedule } from 'firebase-functions/v2/scheduler';

import { REGION } from '../../shared/region';
import { mailUnreadMessages } from '../mails/unreadMessageMails';

/**
 * Every 5 minutes, an e-mail to whoever left a message unread for 15 minutes (docs/messages.md).
 * (The local stack has no Pub/Sub emulator: there `npm start` runs the same check every minute.)
 */
export const unreadMessageMails = onSchedule({ schedule: 'every 5 minutes', timeZone: 'Europe/Rome', region: REGION }, async () => {
  await mailUnreadMessages(new Date());
});
