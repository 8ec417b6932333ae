import { afterEach, describe, expect, it, vi } from 'vitest';

import { deviceIdOf } from '../notifications/lib/pushSubscription';
import {
  FALLBACK_PAYLOAD,
  type NotificationClickLike,
  PUSH_ICON,
  type PushEventLike,
  type PushWorkerScope,
  registerPushHandlers,
} from './push';

const ORIGIN = 'https://www.nutrizionefunzionale.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo?: string;
  controlled: boolean;
}

/** A worker scope that records what the handlers do, with these windows of the browser open. */
function fakeScope(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: Event) => void>();
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const subscribedWith: PushSubscriptionOptionsInit[] = [];
  const scope: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
      pushManager: {
        subscribe: async (options) => {
          subscribedWith.push(options);
          return subscriptionAt('https://push.example/rinnovata');
        },
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          get url() {
            return window.url;
          },
          focus: async () => {
            window.focused = true;
          },
          navigate: async (url: string) => {
            if (!window.controlled) throw new TypeError('not controlled');
            window.navigatedTo = url;
            window.url = url;
          },
        })),
      openWindow: async (url) => {
        opened.push(url);
      },
    },
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
  registerPushHandlers(scope);
  return { scope, listeners, shown, opened, subscribedWith };
}

/** Dispatches an event and waits for what it handed to waitUntil. */
async function dispatch(listeners: Map<string, (event: Event) => void>, type: string, event: object) {
  const pending: Promise<unknown>[] = [];
  listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as Event);
  await Promise.all(pending);
}

/** A subscription of the browser at this push address (keys of the lengths a browser gives). */
function subscriptionAt(endpoint: string) {
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) };
}

const pushOf = (data: unknown): Omit<PushEventLike, 'waitUntil'> => ({
  data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
});

function clickOf(data: unknown) {
  const notification: NotificationClickLike['notification'] & { closed: boolean } = {
    data,
    closed: false,
    close() {
      notification.closed = true;
    },
  };
  return { notification };
}

describe('the service worker’s push handlers', () => {
  it('shows the notification the server sent, with the app’s icon and the page to open', async () => {
    const { listeners, shown } = fakeScope();
    const payload = {
      title: 'Nuovo messaggio',
      body: 'Hai un nuovo messaggio dalla tua nutrizionista.',
      url: '/messaggi',
      tag: 'messages',
    };
    await dispatch(listeners, 'push', pushOf(payload));
    expect(shown).toEqual([
      {
        title: 'Nuovo messaggio',
        options: { body: payload.body, tag: 'messages', icon: PUSH_ICON, badge: PUSH_ICON, lang: 'it', data: { url: '/messaggi' } },
      },
    ]);
  });

  it('shows a generic notification when the payload is missing or unreadable', async () => {
    const { listeners, shown } = fakeScope();
    await dispatch(listeners, 'push', { data: null });
    await dispatch(listeners, 'push', pushOf('{not json'));
    await dispatch(listeners, 'push', pushOf({ title: 42 }));
    expect(shown.map((notification) => [notification.title, notification.options?.body])).toEqual(
      Array.from({ length: 3 }, () => [FALLBACK_PAYLOAD.title, FALLBACK_PAYLOAD.body]),
    );
  });

  it('focuses the window already on the page', async () => {
    const windows = [
      { url: `${ORIGIN}/`, focused: false, controlled: true },
      { url: `${ORIGIN}/messaggi`, focused: false, controlled: true },
    ];
    const { listeners, opened } = fakeScope(windows);
    const click = clickOf({ url: '/messaggi' });
    await dispatch(listeners, 'notificationclick', click);
    expect(click.notification.closed).toBe(true);
    expect(windows.map((window) => window.focused)).toEqual([false, true]);
    expect(opened).toEqual([]);
  });

  it('takes another window of the app to the page, or opens a new one when it cannot', async () => {
    const controlled = [{ url: `${ORIGIN}/profilo`, focused: false, controlled: true }];
    const first = fakeScope(controlled);
    await dispatch(first.listeners, 'notificationclick', clickOf({ url: '/diario' }));
    expect(controlled[0]).toMatchObject({ navigatedTo: `${ORIGIN}/diario`, focused: true });
    expect(first.opened).toEqual([]);

    const uncontrolled = [{ url: `${ORIGIN}/profilo`, focused: false, controlled: false }];
    const second = fakeScope(uncontrolled);
    await dispatch(second.listeners, 'notificationclick', clickOf({ url: '/diario' }));
    expect(second.opened).toEqual([`${ORIGIN}/diario`]);
  });

  it('opens only pages of the app: another site’s address opens the home page', async () => {
    const windows = [{ url: 'https://altro.example/', focused: false, controlled: true }];
    const { listeners, opened } = fakeScope(windows);
    await dispatch(listeners, 'notificationclick', clickOf({ url: 'https://altro.example/phishing' }));
    expect(opened).toEqual([`${ORIGIN}/`]);
    expect(windows[0]!.focused).toBe(false);
  });
});

describe('the service worker when the browser renews the subscription (pushsubscriptionchange)', () => {
  const PUBLIC_KEY = 'AQID'; // the bytes 1, 2, 3 in base64url
  const OLD = 'https://push.example/vecchia';

  interface Call {
    method: string;
    url: string;
    body: unknown;
  }

  /** The API as the worker meets it: the session's account, with the old device on or not; no session answers 401. */
  function api(account: 'has-device' | 'other-devices' | 'signed-out') {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (account === 'signed-out') return json(401, { message: 'Non autenticato' });
      if (url === '/api/push/public-key') return json(200, { publicKey: PUBLIC_KEY });
      if (call.method === 'GET') {
        const devices = [{ id: await deviceIdOf('https://push.example/altro'), subscribedAt: '2026-11-20T10:00:00.000Z' }];
        if (account === 'has-device') devices.push({ id: await deviceIdOf(OLD), subscribedAt: '2026-11-01T10:00:00.000Z' });
        return json(200, { devices });
      }
      return json(200, { id: 'dispositivo' });
    });
    return calls;
  }
  afterEach(() => vi.unstubAllGlobals());

  const renewal = (newSubscription: ReturnType<typeof subscriptionAt> | null) => ({
    oldSubscription: subscriptionAt(OLD),
    newSubscription,
  });
  const summary = (calls: Call[]) =>
    calls.map((call) => `${call.method} ${call.url} ${(call.body as { endpoint?: string } | undefined)?.endpoint ?? ''}`.trim());

  it('saves the subscription the browser gave and forgets the old one, for the account that had it on', async () => {
    const calls = api('has-device');
    const { listeners, subscribedWith } = fakeScope();
    await dispatch(listeners, 'pushsubscriptionchange', renewal(subscriptionAt('https://push.example/nuova')));
    expect(summary(calls)).toEqual([
      'GET /api/push/subscriptions',
      'POST /api/push/subscriptions https://push.example/nuova',
      `DELETE /api/push/subscriptions ${OLD}`,
    ]);
    expect(calls[1]!.body).toEqual(subscriptionAt('https://push.example/nuova').toJSON());
    expect(subscribedWith).toEqual([]);
  });

  it('subscribes again with the app’s current public key when the browser gave no new subscription', async () => {
    const calls = api('has-device');
    const { listeners, subscribedWith } = fakeScope();
    await dispatch(listeners, 'pushsubscriptionchange', renewal(null));
    expect(subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: Uint8Array.from([1, 2, 3]) }]);
    expect(summary(calls)).toEqual([
      'GET /api/push/subscriptions',
      'GET /api/push/public-key',
      'POST /api/push/subscriptions https://push.example/rinnovata',
      `DELETE /api/push/subscriptions ${OLD}`,
    ]);
  });

  it('switches nothing on for another account signed in since, without a session, or without an old subscription', async () => {
    for (const account of ['other-devices', 'signed-out'] as const) {
      const calls = api(account);
      const { listeners, subscribedWith } = fakeScope();
      await dispatch(listeners, 'pushsubscriptionchange', renewal(subscriptionAt('https://push.example/nuova')));
      expect(summary(calls), account).toEqual(['GET /api/push/subscriptions']);
      expect(subscribedWith, account).toEqual([]);
    }
    const calls = api('has-device');
    const { listeners } = fakeScope();
    await dispatch(listeners, 'pushsubscriptionchange', {
      oldSubscription: null,
      newSubscription: subscriptionAt('https://push.example/nuova'),
    });
    expect(calls).toEqual([]);
  });
});
