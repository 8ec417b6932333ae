/**
 * Sends the offline outbox (web/src/shared/outbox) from the pages: at start, when the connection comes
 * back, and refreshes the lists when the service worker says it sent it. Loaded after the members'
 * frame (components/OutboxSync.tsx), so the frame carries none of the diary's schemas.
 */
import type { QueryClient } from '@tanstack/react-query';

import { diaryKeys } from '../../diary/api/diary';
import { messageKeys } from '../../messages/api/messages';
import { outboxKeys } from '../../shared/api/outbox';
import { flushOutbox } from '../../shared/outbox/flush';
import { OUTBOX_FLUSHED_MESSAGE, pendingCount } from '../../shared/outbox/queue';
import { outboxSenders } from '../outbox';

/** What the writes of the outbox change once sent: the lists they join, then the outbox itself. */
async function refreshAfterFlush(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
    queryClient.invalidateQueries({ queryKey: messageKeys.thread }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  ]);
  await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
}

/**
 * Sends the account's outbox now, again whenever the connection comes back (`online`), and
 * refreshes the lists when the service worker says it flushed; each write the server refused for
 * good is reported through `onRefused` (Italian words). Answers the function that stops listening.
 */
export function startOutboxSync(queryClient: QueryClient, uid: string, onRefused: (message: string) => void): () => void {
  const flush = async () => {
    try {
      if ((await pendingCount(uid)) === 0) return;
      for (const { message } of (await flushOutbox(outboxSenders)).refused) onRefused(message);
    } catch {
      return; // no connection yet (or no storage): the next `online` or start tries again
    }
    await refreshAfterFlush(queryClient);
  };
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSHED_MESSAGE) void refreshAfterFlush(queryClient);
  };
  const onOnline = () => void flush();
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  onOnline();
  window.addEventListener('online', onOnline);
  workers?.addEventListener('message', fromWorker);
  return () => {
    window.removeEventListener('online', onOnline);
    workers?.removeEventListener('message', fromWorker);
  };
}
