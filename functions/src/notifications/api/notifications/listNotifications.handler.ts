import { notificationsContract } from '@app/schemas/notifications/contract';
import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { type NotificationView } from '@app/schemas/notifications/notifications';

import { implement } from '../../../shared/route';
import { latestNotifications } from '../../data/notifications';

const LINKS: Record<string, string> = {
  diary_comment: '/diario',
  order_completed: '/invoices',
  order_cancelled: '/my-services',
  meal_plan_published: '/piano',
  fodmap_reminder: '/fodmap',
};

const notificationViewOf = (doc: NotificationDoc): NotificationView => ({
  id: doc.id,
  type: doc.type,
  title: doc.title,
  message: doc.message,
  isRead: doc.isRead,
  relatedId: doc.relatedId,
  link: LINKS[doc.type] ?? null,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * GET /api/notifications: the caller's latest 20 notifications and the unread count (a count()
 * aggregation, not a read of every notification): two round trips in parallel.
 */
export const listNotificationsRoute = implement(notificationsContract.listNotifications, async ({ caller }) => {
  const { items, unreadCount } = await latestNotifications(caller.uid);
  return { items: items.map(notificationViewOf), unreadCount };
});
