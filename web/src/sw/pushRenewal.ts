/**
 * A browser may replace a device's push subscription on its own (its push service expired or
 * rotated it) and tells the service worker with `pushsubscriptionchange`. The server knows only the
 * old address, so without this the device would stop receiving notifications with nothing said.
 * The worker saves the new subscription with the member's session (as the profile's switch does) and
 * forgets the old one. Signed out, the save is refused and the device stays off, as after a sign-out.
 */
import { pushContract } from '@app/schemas/contracts/push';

import { api, ApiError } from '#api/request';

import { keyBytes, subscriptionBody } from '../lib/pushSubscriptionBody';

type SubscriptionLike = Pick<PushSubscription, 'endpoint' | 'toJSON'>;

export interface PushSubscriptionChangeLike {
  readonly oldSubscription: SubscriptionLike | null;
  readonly newSubscription: SubscriptionLike | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushManagerLike {
  subscribe(options: PushSubscriptionOptionsInit): Promise<SubscriptionLike>;
}

/** An answer that ends the renewal without an error: no session (401), or a device the server had already dropped (404). */
const expectedRefusal = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * Saves the browser's new subscription (or, when the browser gave none, a new one made with the
 * app's current public key) and removes the old one. A device that had no subscription stays off.
 */
export async function renewSubscription(pushManager: PushManagerLike, event: Omit<PushSubscriptionChangeLike, 'waitUntil'>) {
  const { oldSubscription } = event;
  if (!oldSubscription && !event.newSubscription) return;
  try {
    const renewed =
      event.newSubscription ??
      (await pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes((await api(pushContract.pushPublicKey)).publicKey),
      }));
    await api(pushContract.savePushSubscription, { body: subscriptionBody(renewed) });
    if (oldSubscription && oldSubscription.endpoint !== renewed.endpoint) {
      await api(pushContract.deletePushSubscription, { body: { endpoint: oldSubscription.endpoint } }).catch((error: unknown) => {
        if (!expectedRefusal(error, 404)) throw error;
      });
    }
  } catch (error) {
    if (!expectedRefusal(error, 401)) throw error;
  }
}
