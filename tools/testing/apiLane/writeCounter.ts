/**
 * Counts the writes the test file's own Firestore applies, per collection (created, updated and
 * deleted documents, from the server's own events): "nothing was written" is then two reads of a
 * counter, not a count query per collection.
 */
import type { FirestoreServer } from '@firestore-emulator/server';

export type WriteCounts = Record<string, number>;

export function countWrites(server: FirestoreServer): { read(): WriteCounts; reset(): void } {
  let counts: WriteCounts = {};
  const emitter = server.state.emitter as unknown as {
    on(event: string, listener: (payload: { document: { getPath(): string } }) => void): void;
  };
  const onWrite = ({ document }: { document: { getPath(): string } }) => {
    // projects/…/databases/…/documents/<collection>/<id>[/<subcollection>/<id>…]: counted under the top collection.
    const collection = document.getPath().split('/documents/')[1]?.split('/')[0] ?? '';
    counts[collection] = (counts[collection] ?? 0) + 1;
  };
  for (const event of ['create-document', 'update-document', 'delete-document']) emitter.on(event, onWrite);
  return {
    read: () => ({ ...counts }),
    reset: () => void (counts = {}),
  };
}
