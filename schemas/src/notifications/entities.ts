/** The notifications' stored shape (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { id, timestamp } from '../shared/collections';

export const notificationInsert = z.object({
  userId: id,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean().default(false),
  relatedId: z.string().nullable().default(null),
});
export const notificationDoc = notificationInsert.extend({ id, createdAt: timestamp });

export type NotificationDoc = z.infer<typeof notificationDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type NotificationInsert = z.output<typeof notificationInsert>;
