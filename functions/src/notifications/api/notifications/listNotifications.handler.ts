import { notificationsContract } from '@app/schemas/notifications/contract';
import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { notificationStoredFields, type NotificationView } from '@app/schemas/notifications/notifications';
import { PAYMENT_NOTICE_LINKS } from '@app/schemas/services/noticeLinks';
import { storedValues } from '@app/schemas/shared/entityView';

import { implement } from '../../../shared/route';
import { latestNotifications } from '../../data/notifications';

const LINKS: Record<string, string> = {
  diary_comment: '/diario',
  order_completed: '/invoices',
  order_cancelled: '/my-services',
  meal_plan_published: '/piano',
  fodmap_reminder: '/fodmap',
  ...PAYMENT_NOTICE_LINKS,
};

const notificationViewOf = (doc: NotificationDoc): NotificationView => ({
  ...storedValues(notificationStoredFields, doc),
  link: LINKS[doc.type] ?? null,
});

/**
 * GET /api/notifications: the caller's latest 20 notifications and the unread count (a count()
 * aggregation, not a read of every notification): two round trips in parallel.
 */
export const listNotificationsRoute = implement(notificationsContract.listNotifications, async ({ caller }) => {
  const { items, unreadCount } = await latestNotifications(caller.uid);
  return { items: items.map(notificationViewOf), unreadCount };
});
