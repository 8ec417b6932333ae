/**
 * A browser may replace a device's push subscription on its own (its push service expired or
 * rotated it) and tells the service worker with `pushsubscriptionchange`. The server knows only the
 * old address, so without this the device would stop receiving notifications with nothing said.
 * The worker saves the new subscription with the session of the browser (as the profile's switch
 * does) and forgets the old one, but only when the old one is among that account's devices: a
 * browser now signed in to another account, or signed out, is left as it is, so nobody receives
 * notifications they did not switch on.
 */
import { pushContract } from '@app/schemas/notifications/pushContract';

import { deviceIdOf, keyBytes, subscriptionBody } from '../notifications/lib/pushSubscription';
import { api, ApiError } from '../shared/api/request';

type SubscriptionLike = Pick<PushSubscription, 'endpoint' | 'toJSON'>;

export interface PushSubscriptionChangeLike {
  readonly oldSubscription: SubscriptionLike | null;
  readonly newSubscription: SubscriptionLike | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushManagerLike {
  subscribe(options: PushSubscriptionOptionsInit): Promise<SubscriptionLike>;
}

/** Whether the signed-in account has this device on; false without a session. */
async function accountHasDevice(endpoint: string): Promise<boolean> {
  try {
    const [{ devices }, id] = await Promise.all([api(pushContract.listPushDevices), deviceIdOf(endpoint)]);
    return devices.some((device) => device.id === id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}

/**
 * Saves the browser's new subscription (or, when the browser gave none, a new one made with the
 * app's current public key) and removes the old one, for the account that had the old one on.
 */
export async function renewSubscription(pushManager: PushManagerLike, event: Omit<PushSubscriptionChangeLike, 'waitUntil'>) {
  const { oldSubscription } = event;
  if (!oldSubscription || !(await accountHasDevice(oldSubscription.endpoint))) return;
  const renewed =
    event.newSubscription ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes((await api(pushContract.pushPublicKey)).publicKey),
    }));
  await api(pushContract.savePushSubscription, { body: subscriptionBody(renewed) });
  if (oldSubscription.endpoint !== renewed.endpoint) {
    await api(pushContract.deletePushSubscription, { body: { endpoint: oldSubscription.endpoint } });
  }
}
