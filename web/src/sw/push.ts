/**
 * The service worker's side of web push (docs/push.md): shows each notification the server sends
 * (title, body, the app's icon, the page to open) and opens that page when it is tapped, in a
 * window of the app already open if there is one. The payload is the server's fixed text, never
 * health data; it also keeps the server's copy of the subscription when the browser renews it
 * (pushRenewal.ts). The worker calls `registerPushHandlers(self)` once.
 */
import type { PushPayload } from '@app/schemas/notifications/push';

import { type PushManagerLike, type PushSubscriptionChangeLike, renewSubscription } from './pushRenewal';

export const PUSH_ICON = '/pwa-192x192.png';

/** What a payload that cannot be read shows (a push must always show a notification). */
export const FALLBACK_PAYLOAD: PushPayload = {
  title: 'Nutrizione Funzionale',
  body: 'Hai una nuova notifica.',
  url: '/',
  tag: 'notifica',
};

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}
export interface NotificationClickLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of ServiceWorkerGlobalScope the handlers use (so tests can hand in a fake). */
export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    readonly pushManager: PushManagerLike;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push' | 'notificationclick' | 'pushsubscriptionchange', listener: (event: Event) => void): void;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The payload as the server wrote it, or the fallback when it is missing or malformed. */
export function payloadOf(data: PushEventLike['data']): PushPayload {
  let parsed: unknown;
  try {
    parsed = data?.json();
  } catch {
    return FALLBACK_PAYLOAD;
  }
  const candidate = (parsed ?? {}) as Partial<Record<keyof PushPayload, unknown>>;
  return {
    title: isText(candidate.title) ? candidate.title : FALLBACK_PAYLOAD.title,
    body: isText(candidate.body) ? candidate.body : FALLBACK_PAYLOAD.body,
    url: isText(candidate.url) ? candidate.url : FALLBACK_PAYLOAD.url,
    tag: isText(candidate.tag) ? candidate.tag : FALLBACK_PAYLOAD.tag,
  };
}

/** The page a notification opens: a path of the app only, never another site. */
export function targetOf(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  const target = new URL(isText(url) ? url : '/', origin);
  return target.origin === origin ? target.href : new URL('/', origin).href;
}

export function showPush(scope: PushWorkerScope, event: PushEventLike): void {
  const { title, body, url, tag } = payloadOf(event.data);
  event.waitUntil(scope.registration.showNotification(title, { body, tag, icon: PUSH_ICON, badge: PUSH_ICON, lang: 'it', data: { url } }));
}

/** Focuses a window of the app (on the page, or taken there) or opens one. */
export function openFromNotification(scope: PushWorkerScope, event: NotificationClickLike): void {
  event.notification.close();
  const origin = scope.location.origin;
  const target = targetOf(event.notification.data, origin);
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = windows.filter((client) => new URL(client.url).origin === origin);
      const onPage = app.find((client) => client.url === target);
      if (onPage) return onPage.focus();
      const other = app[0];
      if (other) {
        try {
          await other.navigate(target);
          return await other.focus();
        } catch {
          // A window the worker does not control cannot be taken elsewhere: open a new one.
        }
      }
      return scope.clients.openWindow(target);
    })(),
  );
}

/** Registers the `push`, `notificationclick` and `pushsubscriptionchange` handlers on the worker's global scope. */
export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => showPush(scope, event as unknown as PushEventLike));
  scope.addEventListener('notificationclick', (event) => openFromNotification(scope, event as unknown as NotificationClickLike));
  scope.addEventListener('pushsubscriptionchange', (event) => {
    // TypeScript's worker library has no PushSubscriptionChangeEvent.
    const change = event as unknown as PushSubscriptionChangeLike;
    change.waitUntil(renewSubscription(scope.registration.pushManager, change));
  });
}
