// @vitest-environment happy-dom
import { PUSH_NOT_GRANTED, PUSH_SWITCH_LABEL, PUSH_UNAVAILABLE } from '@app/schemas/notifications/push';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../shared/api/client';
import { deviceIdOf } from '../lib/pushSubscription';
import { PushNotificationsCard } from './PushNotificationsCard';

/** Bytes as base64url, as browsers and the server write keys. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const filled = (length: number, value: number) => base64url(new Uint8Array(length).fill(value));

const PUBLIC_KEY = filled(65, 4);
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dispositivo-di-prova';
const KEYS = { p256dh: filled(65, 7), auth: filled(16, 9) };

/** Sets a browser global (jsdom's window is the global object of the test). */
function setGlobal(name: string, value: unknown) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of ['PushManager', 'Notification']) delete (globalThis as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

/**
 * A browser with push (unless `supported` is false): its permission and the answer to the request,
 * the app's worker registered or not, a push manager that records its subscriptions; and the API,
 * which keeps the devices posted to it.
 */
function fakeBrowser({ permission = 'default', answer = 'granted', registered = true, supported = true } = {}) {
  const calls: string[] = [];
  const subscribed: PushSubscriptionOptionsInit[] = [];
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      subscribed.push(options);
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer as ArrayBuffer },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
        unsubscribe: async () => {
          calls.push('unsubscribe');
          subscription = null;
          return true;
        },
      };
      return subscription;
    },
  };
  const registration = { pushManager };
  if (supported) {
    setGlobal('PushManager', class {});
    const notification = {
      permission,
      requestPermission: async () => {
        calls.push('requestPermission');
        notification.permission = answer;
        return answer;
      },
    };
    setGlobal('Notification', notification);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => (registered ? registration : undefined),
        // Resolves once a worker is active: never, when the app's worker is not there.
        ready: registered ? Promise.resolve(registration) : new Promise(() => undefined),
      },
    });
  }
  const devices: { id: string; subscribedAt: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
    const id = await deviceIdOf(ENDPOINT);
    if (method === 'POST') {
      expect(JSON.parse(String(init?.body))).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
      devices.splice(0, devices.length, { id, subscribedAt: new Date().toISOString() });
      return Response.json({ id });
    }
    if (method === 'DELETE') {
      expect(JSON.parse(String(init?.body))).toEqual({ endpoint: ENDPOINT });
      devices.splice(0);
      return Response.json({ id });
    }
    return Response.json({ devices });
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PushNotificationsCard />
    </QueryClientProvider>,
  );
  return { calls, subscribed };
}

const pushSwitch = () => screen.getByRole('switch', { name: PUSH_SWITCH_LABEL });

describe('the profile’s push switch', () => {
  it('says in Italian why a browser without push cannot, with the switch off and disabled', async () => {
    fakeBrowser({ supported: false });
    expect(await screen.findByText(PUSH_UNAVAILABLE.unsupported)).toBeTruthy();
    expect(pushSwitch()).toHaveProperty('disabled', true);
    expect(pushSwitch()).toHaveProperty('checked', false);
    expect(pushSwitch().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('says so when the notifications are blocked, or the app’s worker is not there', async () => {
    fakeBrowser({ permission: 'denied' });
    expect(await screen.findByText(PUSH_UNAVAILABLE.denied)).toBeTruthy();
    expect(pushSwitch()).toHaveProperty('disabled', true);
    cleanup();
    fakeBrowser({ registered: false });
    expect(await screen.findByText(PUSH_UNAVAILABLE['no-worker'], undefined, { timeout: 6000 })).toBeTruthy();
  });

  it('asks the permission, subscribes with the public key and stores the subscription; off removes it, then unsubscribes', async () => {
    const { calls, subscribed } = fakeBrowser();
    await waitFor(() => expect(pushSwitch()).toHaveProperty('disabled', false), { timeout: 5000 });
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toHaveProperty('checked', true), { timeout: 5000 });
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]!.userVisibleOnly).toBe(true);
    expect(base64url(subscribed[0]!.applicationServerKey as Uint8Array)).toBe(PUBLIC_KEY);
    expect(calls.slice(0, 4)).toEqual([
      'GET /api/push/subscriptions',
      'requestPermission',
      'GET /api/push/public-key',
      'POST /api/push/subscriptions',
    ]);

    calls.splice(0);
    await waitFor(() => expect(pushSwitch()).toHaveProperty('disabled', false), { timeout: 5000 });
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toHaveProperty('checked', false), { timeout: 5000 });
    // The server forgets the device first, then the browser drops its subscription (the list refreshes meanwhile).
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual(['DELETE /api/push/subscriptions', 'unsubscribe']);
  });

  it('subscribes nothing when the permission is not given, and says why', async () => {
    const { calls, subscribed } = fakeBrowser({ answer: 'default' });
    await waitFor(() => expect(pushSwitch()).toHaveProperty('disabled', false), { timeout: 5000 });
    fireEvent.click(pushSwitch());
    expect(await screen.findByText(PUSH_NOT_GRANTED)).toBeTruthy();
    expect(subscribed).toEqual([]);
    expect(calls).not.toContain('POST /api/push/subscriptions');
    expect(pushSwitch()).toHaveProperty('checked', false);
  });
});
