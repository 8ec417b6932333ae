/** The header bell's notifications (docs/product.md, Notifications). */
import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { notificationDoc } from './entities';

/** GET /api/notifications answers at most this many, the newest first. */
export const NOTIFICATIONS_LIMIT = 20;

export const NOTIFICATION_TYPES = [
  'diary_comment',
  'order_completed',
  'order_cancelled',
  'meal_plan_published',
  'fodmap_reminder',
] as const;

/** The stored fields a notification's answer shows as they are (shared/entityView.ts): not whose it is. */
export const notificationStoredFields = wireOf(notificationDoc).pick({
  id: true,
  type: true,
  title: true,
  message: true,
  isRead: true,
  relatedId: true,
  createdAt: true,
});
export const notificationView = notificationStoredFields.extend({
  /** Where the bell's item leads ('/diario', '/invoices'). */
  link: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsList = z.object({ items: z.array(notificationView), unreadCount: z.number().int().min(0) });
export type NotificationsList = z.infer<typeof notificationsList>;

export const markReadResult = z.object({ marked: z.number().int().min(0) });
