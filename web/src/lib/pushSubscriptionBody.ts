/**
 * A push subscription as the server stores it, and the app's public key as the bytes the browser
 * subscribes with. No window here: the page (pushDevice.ts) and the service worker both use it.
 */
import type { PushSubscriptionBody } from '@app/schemas/push';

/** A base64url key as bytes (the applicationServerKey). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** What the server stores of a subscription (POST /api/push/subscriptions). */
export function subscriptionBody(subscription: Pick<PushSubscription, 'endpoint' | 'toJSON'>): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
