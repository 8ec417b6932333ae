/**
 * What a failed send means: try again later (no connection, the server busy, no session) or never
 * (the server refused it); and sending any item of the outbox through its kind's sender.
 */
import { ApiError } from '../api/request';
import type { OutboxItem, OutboxKind } from './store';

/** How one kind of item goes out: its call (with the item's clientId) and what it is called when refused. */
export interface OutboxSender<K extends OutboxKind> {
  send: (item: OutboxItem<K>) => Promise<unknown>;
  /** 'Annotazione non inviata': the start of the Italian words of a refusal. */
  refused: string;
}

/** A sender for every kind (the app gathers the domains' in app/outbox.ts). */
export type OutboxSenders = { [K in OutboxKind]: OutboxSender<K> };

const senderOf = <K extends OutboxKind>(item: OutboxItem<K>, senders: OutboxSenders) => senders[item.kind] as OutboxSender<K>;

/** Sends an item through its kind's sender, with its clientId; throws what the call threw. */
export async function sendItem(item: OutboxItem, senders: OutboxSenders): Promise<void> {
  await senderOf(item, senders).send(item);
}

/** Answers that may pass later: the session (the same account signs in again), a timeout, a limit. */
const LATER_STATUSES = new Set([401, 408, 425, 429]);

/**
 * Whether a failed send will never pass as it is (a 4xx: invalid, no consent, messaging closed),
 * so it leaves the outbox; anything else (no connection, a 5xx, the statuses above) is tried again.
 */
export const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !LATER_STATUSES.has(error.status);

/** The Italian words for an item refused for good: what it was, then the server's message. */
export function refusalMessage(item: OutboxItem, error: ApiError, senders: OutboxSenders): string {
  const what = senderOf(item, senders).refused;
  return error.serverMessage ? `${what}: ${error.serverMessage}` : what;
}
