/**
 * This browser's side of web push (docs/push.md): whether it can receive notifications, its
 * subscription with the app's VAPID public key, and the id the server keeps it under.
 */
import type { PushSubscriptionBody } from '@app/schemas/notifications/push';

import { keyBytes, subscriptionBody } from './pushSubscription';

export const browserSupportsPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The app's service worker registration for this page, if one is installed (none in development).
 * With `waitMs`, a worker still being registered (the page has just loaded) is waited for that long.
 */
export async function workerRegistration(waitMs = 0): Promise<ServiceWorkerRegistration | undefined> {
  if (!browserSupportsPush()) return undefined;
  const found = await navigator.serviceWorker.getRegistration();
  if (found || waitMs === 0) return found;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

const sameKey = (key: ArrayBuffer | null, expected: Uint8Array) =>
  key !== null && key.byteLength === expected.length && new Uint8Array(key).every((byte, index) => byte === expected[index]);

/**
 * Subscribes this browser with the app's public key (a subscription made with another key, from an
 * earlier pair, is replaced) and answers what the server stores.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscriptionBody(subscription);
}
