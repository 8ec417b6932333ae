/** The header bell's notifications (docs/product.md, Notifications): written by the API and triggers. */
import { type NotificationDoc, type NotificationInsert, notificationInsert } from '@app/schemas/notifications/entities';
import { NOTIFICATIONS_LIMIT } from '@app/schemas/notifications/notifications';
import type { WriteBatch } from 'firebase-admin/firestore';

import { entity, newBatch } from '../../shared/data/entity';

export const notifications = entity<NotificationDoc>('notifications', { notFound: 'Notifica non trovata', stamps: ['createdAt'] });

/** Marking as read touches at most this many unread notifications per call. */
export const MARK_READ_LIMIT = 200;

type NewNotification = Partial<NotificationInsert> & Pick<NotificationInsert, 'userId' | 'type' | 'title' | 'message'>;

/** A notification about a document (an appointment, say): who, what, and the document it is about. */
export type Notice = Pick<NotificationInsert, 'userId' | 'type' | 'title' | 'message' | 'relatedId'>;

/**
 * Adds a new notification to a batch (with the action that causes it). With an id of its own, the
 * create is the action's precondition: the batch fails if that notification exists already.
 */
export function notificationIn(batch: WriteBatch, idOrInsert: string | NewNotification, insert?: NewNotification) {
  const [id, fields] = typeof idOrInsert === 'string' ? [idOrInsert, insert!] : [notifications.newRef().id, idOrInsert];
  notifications.createIn(batch, id, notificationInsert.parse(fields));
}

/** The member's latest notifications and how many are unread: two round trips, in parallel. */
export async function latestNotifications(uid: string): Promise<{ items: NotificationDoc[]; unreadCount: number }> {
  const [latest, unread] = await Promise.all([
    notifications.typed.where('userId', '==', uid).orderBy('createdAt', 'desc').limit(NOTIFICATIONS_LIMIT).get(),
    notifications.collection.where('userId', '==', uid).where('isRead', '==', false).count().get(),
  ]);
  return { items: latest.docs.map((document) => document.data()), unreadCount: unread.data().count };
}

/** Marks the member's unread notifications as read (up to MARK_READ_LIMIT): two round trips. */
export async function markNotificationsRead(uid: string): Promise<number> {
  const unread = await notifications.collection.where('userId', '==', uid).where('isRead', '==', false).limit(MARK_READ_LIMIT).get();
  if (unread.empty) return 0;
  const batch = newBatch();
  for (const document of unread.docs) batch.update(document.ref, { isRead: true });
  await batch.commit();
  return unread.size;
}
