import { afterEach, describe, expect, it, vi } from 'vitest';

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

  interface Call {
    method: string;
    url: string;
    body: unknown;
  }

  /** The API as the worker meets it: `session` false answers 401 to every call. */
  function api(session = true) {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (!session) return json(401, { message: 'Non autenticato' });
      if (url === '/api/push/public-key') return json(200, { publicKey: PUBLIC_KEY });
      if (call.method === 'POST') return json(200, { id: 'dispositivo' });
      return json(404, { message: 'Dispositivo non trovato' });
    });
    return calls;
  }
  afterEach(() => vi.unstubAllGlobals());

  const old = subscriptionAt('https://push.example/vecchia');

  it('saves the subscription the browser gave and forgets the old one (already gone from the server: fine)', async () => {
    const calls = api();
    const { listeners, subscribedWith } = fakeScope();
    await dispatch(listeners, 'pushsubscriptionchange', {
      oldSubscription: old,
      newSubscription: subscriptionAt('https://push.example/nuova'),
    });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/push/subscriptions', body: subscriptionAt('https://push.example/nuova').toJSON() },
      { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: 'https://push.example/vecchia' } },
    ]);
    expect(subscribedWith).toEqual([]);
  });

  it('subscribes again with the app’s current public key when the browser gave no new subscription', async () => {
    const calls = api();
    const { listeners, subscribedWith } = fakeScope();
    await dispatch(listeners, 'pushsubscriptionchange', { oldSubscription: old, newSubscription: null });
    expect(subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: Uint8Array.from([1, 2, 3]) }]);
    expect(calls.map((call) => [call.method, call.url, (call.body as { endpoint?: string } | undefined)?.endpoint])).toEqual([
      ['GET', '/api/push/public-key', undefined],
      ['POST', '/api/push/subscriptions', 'https://push.example/rinnovata'],
      ['DELETE', '/api/push/subscriptions', 'https://push.example/vecchia'],
    ]);
  });

  it('leaves a device that had no subscription off, and ends quietly without a session', async () => {
    const calls = api();
    const first = fakeScope();
    await dispatch(first.listeners, 'pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    expect(calls).toEqual([]);
    expect(first.subscribedWith).toEqual([]);

    const signedOut = api(false);
    const second = fakeScope();
    await dispatch(second.listeners, 'pushsubscriptionchange', {
      oldSubscription: old,
      newSubscription: subscriptionAt('https://push.example/nuova'),
    });
    expect(signedOut.map((call) => call.method)).toEqual(['POST']);
  });
});
