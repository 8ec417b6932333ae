import type { PushPayload } from '@app/schemas/notifications/push';
import webpush from 'web-push';

import { type PushSubscriptionDoc, pushSubscriptionsOf, removePushSubscription } from '../data/pushSubscriptions';
import { VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY, VAPID_SUBJECT } from './params';

/** How long a push service keeps a notification for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is given up on (the next notification tries again). */
const TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'removed' | 'failed';

/**
 * One device: `web-push` encrypts the payload for the device's keys (aes128gcm, RFC 8291) and signs
 * the request with the VAPID keys; the POST itself goes through fetch. A push service that answers
 * 404 or 410 no longer knows the device: its subscription is removed.
 */
async function pushTo(device: PushSubscriptionDoc, payload: string): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, payload, {
    vapidDetails: { subject: VAPID_SUBJECT.value(), publicKey: VAPID_PUBLIC_KEY.value(), privateKey: VAPID_PRIVATE_KEY.value() },
    TTL: TIME_TO_LIVE_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await removePushSubscription(device.id);
      return 'removed';
    }
    if (response.ok) return 'sent';
    console.warn(`Notifica push non consegnata: il servizio push ha risposto ${response.status}`);
  } catch (error) {
    console.warn(`Notifica push non consegnata: ${(error as Error).message}`);
  }
  return 'failed';
}

/**
 * Sends one notification to every device of the member (none when they have switched none on).
 * Best effort: a device that fails is logged, never retried, since a retry would repeat the
 * notification on the devices that got it (a push service's answer is its only receipt). For the
 * same reason `once` (the trigger's claim of its event) is asked just before sending: false when
 * the event was already pushed, which a redelivered event then does not repeat.
 */
export async function pushToMember(
  userId: string,
  payload: PushPayload,
  once: () => Promise<boolean> = async () => true,
): Promise<PushOutcome[]> {
  const devices = await pushSubscriptionsOf(userId);
  if (devices.length === 0 || !(await once())) return [];
  const body = JSON.stringify(payload);
  return Promise.all(devices.map((device) => pushTo(device, body)));
}
