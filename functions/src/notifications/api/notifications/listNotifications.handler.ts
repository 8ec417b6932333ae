import { notificationsContract } from '@app/schemas/notifications/contract';
import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { notificationStoredFields, type NotificationView } from '@app/schemas/notifications/notifications';
import { DISPUTE_NOTICE } from '@app/schemas/services/disputes';
import { DEPOSIT_NOTICE, RESCHEDULE } from '@app/schemas/services/payments';
import { REFUND_FAILED_NOTICE } from '@app/schemas/services/refunds';
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
  [REFUND_FAILED_NOTICE.type]: '/admin/ordini',
  // The doctor's notice of a payment contested by the patient's bank (docs/payments.md, Disputes).
  [DISPUTE_NOTICE.type]: '/admin/ordini',
  // The doctor's notice of a visit paid after it went (docs/payments.md, A payment after its visit).
  [RESCHEDULE.type]: '/admin/ordini',
  // The patient's receipt of a deposit paid online.
  [DEPOSIT_NOTICE.type]: '/my-services',
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
