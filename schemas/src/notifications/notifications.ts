/** The header bell's notifications (docs/product.md, Notifications). */
import { z } from 'zod';

/** GET /api/notifications answers at most this many, the newest first. */
export const NOTIFICATIONS_LIMIT = 20;

export const NOTIFICATION_TYPES = [
  'diary_comment',
  'order_completed',
  'order_cancelled',
  'meal_plan_published',
  'fodmap_reminder',
] as const;

export const notificationView = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  relatedId: z.string().nullable(),
  /** Where the bell's item leads ('/diario', '/invoices'). */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationsList = z.object({ items: z.array(notificationView), unreadCount: z.number().int().min(0) });
export type NotificationsList = z.infer<typeof notificationsList>;

export const markReadResult = z.object({ marked: z.number().int().min(0) });
