import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: records its listeners and what the app asks of it. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, ((event: object) => void)[]>();
  return {
    listeners,
    register: vi.fn(() => Promise.resolve(undefined)),
    messageSkipWaiting: vi.fn(),
    emit: (type: string, event: object = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: object) => void) {
      fake.listeners.set(type, [...(fake.listeners.get(type) ?? []), listener]);
    }
    register = fake.register;
    messageSkipWaiting = fake.messageSkipWaiting;
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('the service worker and its new versions', () => {
  it('registers once; the first version has the page read again; a waiting one is offered, and starts (then reloads) only after Aggiorna', async () => {
    vi.stubGlobal('navigator', { serviceWorker: {} });
    const { applyUpdate, registerServiceWorker, serviceWorkerUpdate } = await import('./serviceWorker');
    const offered = vi.fn();
    serviceWorkerUpdate.subscribe(offered);
    const reload = vi.fn();
    const readAgain = vi.fn();

    registerServiceWorker(readAgain);
    registerServiceWorker(readAgain);
    expect(fake.register).toHaveBeenCalledTimes(1);
    // The first version takes the page: what the page read is read again through it, once.
    fake.emit('controlling', { isUpdate: false });
    expect(readAgain).toHaveBeenCalledTimes(1);
    // Nothing waits yet: Aggiorna does nothing.
    applyUpdate(reload);
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();

    fake.emit('waiting');
    expect(serviceWorkerUpdate.isWaiting()).toBe(true);
    expect(offered).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    applyUpdate(reload);
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads once the new version controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    fake.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });
});
