/**
 * What a failed send means: try again later (no connection, the server busy, no session) or never
 * (the server refused it); and sending any item of the outbox.
 */
import { ApiError } from '../api/request';
import { sendDiaryEntry } from './sendDiaryEntry';
import { sendMessage } from './sendMessage';
import type { OutboxItem } from './store';

/** Sends an item through the typed client, with its clientId; throws what the call threw. */
export async function sendItem(item: OutboxItem): Promise<void> {
  if (item.kind === 'diaryEntry') await sendDiaryEntry(item);
  else await sendMessage(item);
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
export function refusalMessage(item: OutboxItem, error: ApiError): string {
  const what = item.kind === 'diaryEntry' ? 'Annotazione non inviata' : 'Messaggio non inviato';
  return error.serverMessage ? `${what}: ${error.serverMessage}` : what;
}
