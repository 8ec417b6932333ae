/**
 * The offline outbox in the pages (web/src/shared/outbox: the storage and the sends): the writes
 * waiting on this device and a send that falls back to the outbox (outboxSync.ts sends them later).
 */
import { clientDocumentId } from '@app/schemas/shared/clientId';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { pending, requestBackgroundSync, sendOrQueue } from '../outbox/queue';
import type { OutboxAccount } from '../outbox/seal';
import type { OutboxBodies, OutboxItem, OutboxKind } from '../outbox/store';
import { useCurrentUser } from './session';

export const outboxKeys = {
  all: ['outbox'] as const,
  pending: (uid: string, kind: OutboxKind) => ['outbox', uid, kind] as const,
};

/** A write waiting on this device, with the id of the document the server will store it as. */
export type PendingItem<K extends OutboxKind> = OutboxItem<K> & { documentId: string };

/** The current account's writes of a kind waiting on this device, the oldest first. */
export function usePendingOutbox<K extends OutboxKind>(kind: K) {
  const { user } = useCurrentUser();
  const uid = user?.id ?? '';
  return useQuery({
    queryKey: outboxKeys.pending(uid, kind),
    queryFn: async (): Promise<PendingItem<K>[]> =>
      Promise.all((await pending(user!, kind)).map(async (item) => ({ ...item, documentId: await clientDocumentId(uid, item.clientId) }))),
    enabled: Boolean(user),
    // The device's own storage: read offline too (TanStack Query pauses 'online' queries then).
    networkMode: 'always',
  });
}

/**
 * The waiting writes that a list of the server's does not show yet. Once the outbox is sent, the
 * lists are read again before the outbox is: a write in both would show twice meanwhile, so it
 * shows once, as the server's copy, as soon as a list has it.
 */
export function notYetListed<T extends { documentId: string }>(items: T[], listedIds: string[]): T[] {
  const listed = new Set(listedIds);
  return items.filter((item) => !listed.has(item.documentId));
}

/** After a write went to the outbox: Background Sync asked for, and the pending lists read again. */
export function useAfterQueued() {
  const queryClient = useQueryClient();
  return () => {
    void requestBackgroundSync();
    return queryClient.invalidateQueries({ queryKey: outboxKeys.all });
  };
}

/** The signed-in account, which the outbox files a write under and seals it for. */
export function useOutboxAccount(): () => OutboxAccount {
  const { user } = useCurrentUser();
  return () => {
    if (!user) throw new Error('Accedi di nuovo per inviare');
    return user;
  };
}

/**
 * A new write sent now (`send`), or kept in the outbox without a connection (answers `{queued}`),
 * with Background Sync asked for. `onSent` refreshes what the write changes; a queued one shows among
 * the pending.
 */
export function useSendOrQueue<K extends OutboxKind>(
  kind: K,
  send: (item: OutboxItem<K>) => Promise<unknown>,
  onSent: () => Promise<unknown>,
) {
  const account = useOutboxAccount();
  const afterQueued = useAfterQueued();
  return useMutation({
    // Offline the mutation must run (to queue), not wait for the connection as TanStack Query would.
    networkMode: 'always',
    mutationFn: (body: OutboxBodies[K]) => sendOrQueue(account(), kind, body, send),
    onSuccess: ({ queued }) => (queued ? afterQueued() : onSent()),
  });
}
