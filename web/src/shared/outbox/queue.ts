/**
 * The offline outbox (docs/product.md, Care diary; docs/messages.md, Offline): a diary entry or a
 * message written without a connection is kept on the device, per account and sealed with her key
 * (seal.ts), and sent when the connection comes back (flush.ts), with a clientId that makes the
 * server store it once however often it is sent. No React and no window: the service worker imports it too.
 */
import { ApiError } from '../api/request';
import { OfflineError } from '../lib/offline';
import type { OutboxAccount } from './seal';
import { clearItems, countOf, itemsOf, type OutboxBodies, type OutboxItem, type OutboxKind, putItem } from './store';

/** The Background Sync tag the pages register and the service worker's `sync` handler answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** What the service worker posts to its pages after a flush (`{type: OUTBOX_FLUSHED_MESSAGE}`): they refresh. */
export const OUTBOX_FLUSHED_MESSAGE = 'outbox-flushed';

/** A new clientId: a random UUID. */
export const newClientId = (): string => crypto.randomUUID();

/**
 * Items go out in the order they were written (itemsOf sorts by queuedAt): two written within the
 * same millisecond get consecutive stamps, not equal ones that the store would order by their random
 * clientId.
 */
let lastQueuedAt = 0;
function nextQueuedAt(): string {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return new Date(lastQueuedAt).toISOString();
}

const newItem = <K extends OutboxKind>(account: OutboxAccount, kind: K, body: OutboxBodies[K]) =>
  ({ clientId: newClientId(), uid: account.id, kind, body, queuedAt: nextQueuedAt() }) as OutboxItem<K>;

/** Keeps a write on the device, sealed with the account's key, until it is sent, with a new clientId. */
export async function enqueue<K extends OutboxKind>(account: OutboxAccount, kind: K, body: OutboxBodies[K]): Promise<OutboxItem<K>> {
  const item = newItem(account, kind, body);
  await putItem(account, item as OutboxItem);
  return item;
}

/** The account's items waiting to be sent (of one kind when given), the oldest first. */
export async function pending<K extends OutboxKind>(account: OutboxAccount, kind?: K): Promise<OutboxItem<K>[]> {
  const items = await itemsOf(account);
  return items.filter((item) => kind === undefined || item.kind === kind) as OutboxItem<K>[];
}

/** How many writes wait for the account on this device. */
export const pendingCount = (uid: string): Promise<number> => countOf(uid);

/** Empties the outbox of every account on this device. */
export const clearOutbox = (): Promise<void> => clearItems();

/** Whether the device says it has no connection (pages and workers both have navigator.onLine). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What a gateway or a service worker answers when the server was not reached. */
const UNREACHED_STATUSES = new Set([502, 503, 504]);

/**
 * Whether a call failed for lack of connection: the device says it is offline, fetch itself failed,
 * (an OfflineError: no network and no copy), or the answer says the server was not reached (a
 * retry is safe: the clientId stores it once).
 */
export const isConnectionFailure = (error: unknown): boolean =>
  isOffline() ||
  error instanceof TypeError ||
  error instanceof OfflineError ||
  (error instanceof ApiError && UNREACHED_STATUSES.has(error.status));

/**
 * Sends a write now when the connection allows, else keeps it in the outbox (`queued` true). The
 * send (`send`, with the item's clientId) is the one the outbox would make, so an answer lost on
 * the way (stored, but the reply never came) is sent again from the outbox and stored once. A
 * refusal of the server is thrown.
 */
export async function sendOrQueue<K extends OutboxKind>(
  account: OutboxAccount,
  kind: K,
  body: OutboxBodies[K],
  send: (item: OutboxItem<K>) => Promise<unknown>,
): Promise<{ queued: boolean }> {
  const item = newItem(account, kind, body);
  if (!isOffline()) {
    try {
      await send(item);
      return { queued: false };
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
    }
  }
  await putItem(account, item as OutboxItem);
  return { queued: true };
}

/**
 * Asks the browser to wake the service worker for the outbox when the connection is back (Background
 * Sync, where the browser has it; elsewhere the page flushes on `online` and at start).
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
  if (!registration?.sync) return false;
  try {
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false; // refused (no active worker yet): the page's own flush still runs
  }
}
