/**
 * A push subscription as the server knows it (its body, its device id) and the app's public key as
 * the bytes the browser subscribes with. No window here: the page (pushDevice.ts) and the service
 * worker (sw/pushRenewal.ts) both use it.
 */
import type { PushSubscriptionBody } from '@app/schemas/notifications/push';

import { base64urlBytes } from '../../shared/lib/base64url';

/** The app's public key as the bytes the browser subscribes with (the applicationServerKey). */
export const keyBytes = base64urlBytes;

/** What the server stores of a subscription (POST /api/push/subscriptions). */
export function subscriptionBody(subscription: Pick<PushSubscription, 'endpoint' | 'toJSON'>): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The server's id of a device: the SHA-256 of its endpoint, hex (functions/src/notifications/data/pushSubscriptions.ts). */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
