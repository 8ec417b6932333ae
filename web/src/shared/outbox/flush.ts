/**
 * Sending the outbox (queue.ts): the items of the session's account, the oldest first. The pages
 * call it at start and on `online`; the service worker's `sync` event for OUTBOX_SYNC_TAG too.
 */
import { firstLoadRoutes } from '@app/schemas/shared/firstLoad';

import { ApiError, apiRequest } from '../api/request';
import type { OutboxAccount } from './seal';
import { type OutboxSenders, refusalMessage, refusedForGood, sendItem } from './send';
import { countItems, deleteItem, itemsOf, type OutboxItem } from './store';

export interface FlushResult {
  sent: OutboxItem[];
  /** Items the server refused for good, dropped, with the Italian words to show. */
  refused: { item: OutboxItem; message: string }[];
}

/** The account of the session that would send (its id and outbox key), or null without a session. */
async function sessionAccount(): Promise<OutboxAccount | null> {
  try {
    const { method, path } = firstLoadRoutes.currentUser;
    return (await (await apiRequest(method.toUpperCase(), `/api${path}`)).json()) as OutboxAccount;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function flushNow(senders: OutboxSenders): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [] };
  if ((await countItems()) === 0) return result;
  // Only the items of the account whose session sends them: another account's wait for its owner.
  const account = await sessionAccount();
  if (!account) return result;
  for (const item of await itemsOf(account)) {
    try {
      await sendItem(item, senders);
    } catch (error) {
      if (!refusedForGood(error)) break; // offline, the server busy, the session gone: next time
      await deleteItem(item.clientId);
      result.refused.push({ item, message: refusalMessage(item, error, senders) });
      continue;
    }
    await deleteItem(item.clientId);
    result.sent.push(item);
  }
  return result;
}

let flushing: Promise<FlushResult> | undefined;

/**
 * Sends the waiting items of the session's account, the oldest first, each removed once the server
 * took it (or refused it for good); it stops at the first that cannot go now. One flush at a time
 * in a page or a worker; a page and the worker flushing together store nothing twice (the
 * clientIds). Rejects only when the session cannot be read (no connection).
 */
export function flushOutbox(senders: OutboxSenders): Promise<FlushResult> {
  flushing ??= flushNow(senders).finally(() => {
    flushing = undefined;
  });
  return flushing;
}
