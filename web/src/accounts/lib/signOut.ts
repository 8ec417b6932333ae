/**
 * Signing out from the header's 'Esci' (docs/push.md, docs/security.md): this browser first stops
 * receiving the account's notifications, forgotten on the server while the session still lasts,
 * then unsubscribed here, so the next person on a shared browser sees no reminder of hers; then the
 * logout call ends the session. Nothing here can hold the sign-out up for long: without push, or
 * offline, it goes on after SIGN_OUT_WAIT_MS at most.
 */
import { forgetPushDevice } from '../../notifications/api/push';
import { currentSubscription } from '../../notifications/lib/pushDevice';
import { LOGOUT_URL } from '../api/account';

export const SIGN_OUT_WAIT_MS = 3000;

async function switchPushOffHere(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // Offline or refused: the browser still unsubscribes, and the server drops the device when the
  // push service answers that it is gone (functions/src/notifications/push/send.ts).
  await forgetPushDevice(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}

export async function signOut(goTo: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  await Promise.race([switchPushOffHere().catch(() => undefined), waited]);
  clearTimeout(timer);
  goTo(LOGOUT_URL);
}
