/**
 * The devices that receive a member's push notifications (docs/push.md): one document per browser,
 * `push_subscriptions/{sha256 of the endpoint}`, so subscribing the same device again rewrites the
 * same document. Personal data: in the account export and the erasure.
 */
import { createHash } from 'node:crypto';

import { PUSH_DEVICE_NOT_FOUND, PUSH_DEVICES_LIMIT } from '@app/schemas/notifications/push';
import { FieldValue } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { NotFound } from '../../shared/domainErrors';

export interface PushSubscriptionDoc {
  id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When this device last subscribed (its keys may have changed then). */
  subscribedAt: Date;
}

export const pushSubscriptions = entity<PushSubscriptionDoc>('pushSubscriptions', { notFound: PUSH_DEVICE_NOT_FOUND, stamps: [] });

/** The document id of a device: the SHA-256 of its endpoint, hex (the browser computes the same). */
export const pushSubscriptionIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/**
 * Stores the device for the member: one write, the same document however often it subscribes. A
 * browser that another member used before (same endpoint) now receives this member's notifications.
 */
export async function savePushSubscription(userId: string, endpoint: string, keys: PushSubscriptionDoc['keys']): Promise<string> {
  const id = pushSubscriptionIdOf(endpoint);
  await pushSubscriptions
    .ref(id)
    .set({ userId, endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, subscribedAt: FieldValue.serverTimestamp() });
  return id;
}

/** The member's devices, the newest first, at most PUSH_DEVICES_LIMIT: one round trip. */
export async function pushSubscriptionsOf(userId: string): Promise<PushSubscriptionDoc[]> {
  const snapshot = await pushSubscriptions.typed
    .where('userId', '==', userId)
    .orderBy('subscribedAt', 'desc')
    .limit(PUSH_DEVICES_LIMIT)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** Removes one of the member's own devices: another member's, or an unknown one, is a 404. Two round trips. */
export async function deletePushSubscriptionOf(userId: string, endpoint: string): Promise<string> {
  const id = pushSubscriptionIdOf(endpoint);
  const found = await pushSubscriptions.find(id);
  if (!found || found.userId !== userId) throw new NotFound(PUSH_DEVICE_NOT_FOUND);
  await pushSubscriptions.ref(id).delete();
  return id;
}

/** A device the push service no longer knows (404 or 410): gone, whoever it belonged to. */
export async function removePushSubscription(id: string): Promise<void> {
  await pushSubscriptions.ref(id).delete();
}

/** The erasure: every device of the member. */
export const erasePushSubscriptionsOf = (userId: string) => deleteMatching(pushSubscriptions.collection.where('userId', '==', userId));
