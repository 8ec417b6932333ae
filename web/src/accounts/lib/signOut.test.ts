// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signOut } from './signOut';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dispositivo-condiviso';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['PushManager', 'Notification']) delete (globalThis as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

/**
 * A browser with the app's worker and, when `subscribed`, a push subscription; and the API, which
 * answers DELETE /api/push/subscriptions with `deleteStatus` (0: no connection). Every step is
 * recorded in order.
 */
function fakeBrowser({ subscribed = true, deleteStatus = 200 } = {}) {
  const steps: string[] = [];
  let subscription: { endpoint: string; unsubscribe(): Promise<boolean> } | null = subscribed
    ? {
        endpoint: ENDPOINT,
        unsubscribe: async () => {
          steps.push('unsubscribe');
          subscription = null;
          return true;
        },
      }
    : null;
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    steps.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`.trim());
    if (deleteStatus === 0) throw new TypeError('Failed to fetch');
    return Response.json(deleteStatus === 200 ? { id: 'dispositivo' } : { message: 'Non trovato' }, { status: deleteStatus });
  });
  const goTo = (url: string) => steps.push(`go ${url}`);
  return { steps, goTo, subscription: () => subscription };
}

describe("signing out ('Esci')", () => {
  it('forgets this device on the server while the session lasts, unsubscribes it, then calls the logout', async () => {
    const browser = fakeBrowser();
    await signOut(browser.goTo);
    expect(browser.steps).toEqual([
      `DELETE /api/push/subscriptions ${JSON.stringify({ endpoint: ENDPOINT })}`,
      'unsubscribe',
      'go /api/logout',
    ]);
    expect(browser.subscription()).toBeNull();
  });

  it('offline, or a device the server no longer has: the browser still unsubscribes, and the sign-out goes on', async () => {
    for (const deleteStatus of [0, 404, 500]) {
      const browser = fakeBrowser({ deleteStatus });
      await signOut(browser.goTo);
      expect(browser.steps.slice(1)).toEqual(['unsubscribe', 'go /api/logout']);
    }
  });

  it('a browser without a subscription asks nothing and signs out', async () => {
    const browser = fakeBrowser({ subscribed: false });
    await signOut(browser.goTo);
    expect(browser.steps).toEqual(['go /api/logout']);
  });
});
