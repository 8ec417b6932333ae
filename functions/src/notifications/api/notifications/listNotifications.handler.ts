import { notificationsContract } from '@app/schemas/notifications/contract';
import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { notificationStoredFields, type NotificationView } from '@app/schemas/notifications/notifications';
import { storedValues } from '@app/schemas/shared/entityView';

import { implement } from '../../../shared/route';
import { latestNotifications } from '../../data/notifications';

const LINKS: Record<string, string> = {
  diary_comment: '/diario',
  order_completed: '/invoices',
  order_cancelled: '/my-services',
  meal_plan_published: '/piano',
  fodmap_reminder: '/fodmap',
  // The doctor's notice of a refund Stripe refused (docs/payments.md, Refunds).
  refund_failed: '/admin/ordini',
  // The doctor's notice of a payment contested by the patient's bank (docs/payments.md, Disputes).
  payment_disputed: '/admin/ordini',
  // The doctor's notice of a visit paid after it went (docs/payments.md, A payment after its visit).
  visit_to_reschedule: '/admin/ordini',
  // The patient's receipt of a deposit paid online.
  deposit_paid: '/my-services',
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
