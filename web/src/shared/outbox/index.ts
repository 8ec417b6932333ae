/** The offline outbox: what the pages and the service worker import (queue.ts, flush.ts). */
export { flushOutbox, type FlushResult } from './flush';
export {
  clearOutbox,
  enqueue,
  isConnectionFailure,
  newClientId,
  OUTBOX_FLUSHED_MESSAGE,
  OUTBOX_SYNC_TAG,
  pending,
  pendingCount,
  requestBackgroundSync,
  sendOrQueue,
} from './queue';
export type { OutboxAccount } from './seal';
export type { OutboxSender, OutboxSenders } from './send';
export type { OutboxBodies, OutboxItem, OutboxKind } from './store';
