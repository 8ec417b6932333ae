import { SKIP_WAITING } from '@app/schemas/shared/offline';
import { describe, expect, it, vi } from 'vitest';

import { reloadWithNewestVersion } from './newestVersion';

/** A service worker as the browser exposes it: a state, its changes, the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  /** Whether someone waits for its state to change. */
  listening = false;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    if (args[0] === 'statechange') this.listening = true;
    super.addEventListener(...args);
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A page's service worker container whose registration finds `found` (a new version) when asked to update. */
function containerWith(found: FakeWorker | null, { registered = true } = {}) {
  const registration = {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => {
      if (found?.state === 'installing') registration.installing = found;
      else registration.waiting = found;
    }),
  };
  const container = Object.assign(new EventTarget(), {
    getRegistration: async () => (registered ? registration : undefined),
  });
  return { container: container as unknown as ServiceWorkerContainer, registration };
}

describe('reloading with the newest version (RouteError)', () => {
  it('reloads at once without a service worker, or when no new version is found', async () => {
    const reload = vi.fn();
    await reloadWithNewestVersion(undefined, reload);
    await reloadWithNewestVersion(containerWith(null, { registered: false }).container, reload);
    const { container, registration } = containerWith(null);
    await reloadWithNewestVersion(container, reload);
    expect(registration.update).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('asks a new version to take over, once installed, and reloads only when it controls the page', async () => {
    const next = new FakeWorker('installing');
    const { container } = containerWith(next);
    const reload = vi.fn();
    const done = reloadWithNewestVersion(container, reload);
    await vi.waitFor(() => expect(next.listening).toBe(true));
    expect(next.messages).toEqual([]);
    next.become('installed');
    await done;
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new version fails to install', async () => {
    const next = new FakeWorker('installing');
    const { container } = containerWith(next);
    const reload = vi.fn();
    const done = reloadWithNewestVersion(container, reload);
    await vi.waitFor(() => expect(next.listening).toBe(true));
    next.become('redundant');
    await done;
    expect(next.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
