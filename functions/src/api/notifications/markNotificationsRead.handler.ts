import { markReadResult } from '@app/schemas/notifications';

import { markNotificationsRead } from '../../data/notifications';
import { defineRoute } from '../route';

/** POST /api/notifications/read: marks the caller's unread notifications as read. */
export const markNotificationsReadRoute = defineRoute({
  method: 'post',
  path: '/notifications/read',
  access: 'member',
  summary: 'Segna come lette le proprie notifiche',
  response: markReadResult,
  handler: async ({ caller }) => ({ marked: await markNotificationsRead(caller.uid) }),
});
