import { notificationsContract } from '@app/schemas/notifications/contract';

import { implement } from '../../../shared/route';
import { markNotificationsRead } from '../../data/notifications';

/** POST /api/notifications/read: marks the caller's unread notifications as read. */
export const markNotificationsReadRoute = implement(notificationsContract.markNotificationsRead, async ({ caller }) => ({
  marked: await markNotificationsRead(caller.uid),
}));
