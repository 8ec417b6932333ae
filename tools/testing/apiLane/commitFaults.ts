/**
 * Failed commits on demand, for the tests of retried triggers (functions/src/app/redelivery.test.ts):
 * the next Commit of the file's own Firestore that writes a document under a given path fails once,
 * so a trigger's write fails at a known point of its work, without timing. Two ways:
 *
 * - `rejected`: nothing of the commit is written, and it answers the error (the write never landed);
 * - `lost`: the commit is written, then answers the error (the write landed, its answer was lost).
 *
 * The error is DEADLINE_EXCEEDED, which production answers in both cases. The Admin SDK retries a
 * Commit by itself on UNAVAILABLE, ABORTED and RESOURCE_EXHAUSTED, so those would never reach the
 * trigger; DEADLINE_EXCEEDED does, the trigger throws, and the bridge delivers the event again.
 */
import type { FirestoreServer } from '@firestore-emulator/server';

const COMMIT_PATH = '/google.firestore.v1.Firestore/Commit';
const DEADLINE_EXCEEDED = 4;

export type CommitFaultMode = 'rejected' | 'lost';

export interface CommitFault {
  /** A document path under `documents/`, or its beginning: `applied_events/onLikeWritten_`, `users/`. */
  touching: string;
  mode: CommitFaultMode;
  /** Matching commits let through before the one that fails (the change that fires the trigger, say). */
  skip?: number;
}

interface Write {
  has_delete: boolean;
  delete: string;
  update?: { name: string };
}

type Callback = (error: unknown, value: unknown) => void;
type Handler = (call: { request: { writes: Write[] } }, callback: Callback) => void;

export interface CommitFaults {
  /** Makes the next commit writing under `fault.touching` fail, once. */
  failNext(fault: CommitFault): void;
  /** Whether a fault is armed and has not struck yet. */
  armed(): boolean;
  /** Disarms a fault that has not struck (the API lane, between two test files). */
  clear(): void;
}

const relativePath = (name: string) => name.split('/documents/')[1] ?? '';

/** Wraps the server's Commit (after fixFirestoreServer, whose checks then still run first). */
export function commitFaults(server: FirestoreServer): CommitFaults {
  const grpcServer = (server as unknown as { server: { handlers: Map<string, { func: Handler }> } }).server;
  const commit = grpcServer.handlers.get(COMMIT_PATH);
  if (!commit) throw new Error(`Firestore locale: ${COMMIT_PATH} non trovato`);
  const original = commit.func;
  let pending: CommitFault | undefined;
  let skipped = 0;

  commit.func = (call, callback) => {
    const armed = pending;
    const touches = (write: Write) =>
      relativePath(write.has_delete ? write.delete : (write.update?.name ?? '')).startsWith(armed!.touching);
    if (!armed || !call.request.writes.some(touches)) return original(call, callback);
    if (skipped < (armed.skip ?? 0)) {
      skipped += 1;
      return original(call, callback);
    }
    pending = undefined;
    const error = { code: DEADLINE_EXCEEDED, details: 'Deadline exceeded (guasto di prova)', message: 'Deadline exceeded', name: 'Error' };
    if (armed.mode === 'rejected') return callback(error, null);
    return original(call, (failure, value) => callback(failure ?? error, failure ? value : null));
  };

  return {
    failNext: (fault) => {
      pending = fault;
      skipped = 0;
    },
    armed: () => pending !== undefined,
    clear: () => void (pending = undefined),
  };
}
