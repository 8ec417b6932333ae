/**
 * Three fixes to @firestore-emulator/server 0.3 (the local Firestore when Java 21 is missing), so that
 * it behaves as production on what this code relies on.
 */
import { type FirestoreServer, FirestoreStateCollection, FirestoreStateDatabase, FirestoreStateDocument } from '@firestore-emulator/server';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const COMMIT_PATH = '/google.firestore.v1.Firestore/Commit';

type TransformMethod = (this: FirestoreStateDocument, date: Date, transforms: unknown[]) => void;

/**
 * The library stops at the first serverTimestamp (or array) transform of a write:
 * `{createdAt: serverTimestamp(), updatedAt: serverTimestamp()}` stores createdAt only, and an
 * increment after a timestamp is lost. This hands it one transform at a time.
 */
function applyEveryFieldTransform() {
  const prototype = FirestoreStateDocument.prototype as unknown as { v1Transform: TransformMethod & { fixed?: boolean } };
  const original = prototype.v1Transform;
  if (original.fixed) return;
  const fixed: TransformMethod & { fixed?: boolean } = function (date, transforms) {
    for (const transform of transforms) original.call(this, date, [transform]);
  };
  fixed.fixed = true;
  prototype.v1Transform = fixed;
}

type Lookup = ((this: Record<string, object>, name: string) => unknown) & { fixed?: boolean };

/**
 * The library keeps documents and collections in plain objects and asks `name in map`: an id such
 * as 'valueOf' or 'constructor' finds Object.prototype's function and the server crashes (500). In
 * production any such id is an ordinary document. Each map is given a null prototype before a
 * lookup (immer keeps the prototype on the copies it makes).
 */
function lookUpOwnNamesOnly() {
  const targets: [object, string, string][] = [
    [FirestoreStateCollection.prototype, 'getDocument', 'documents'],
    [FirestoreStateDocument.prototype, 'getCollection', 'collections'],
    [FirestoreStateDatabase.prototype, 'getCollection', 'collections'],
  ];
  for (const [prototype, method, field] of targets) {
    const methods = prototype as Record<string, Lookup>;
    const original = methods[method]!;
    if (original.fixed) continue;
    const fixed: Lookup = function (name) {
      const map = this[field]!;
      if (Object.getPrototypeOf(map) !== null) this[field] = Object.assign(Object.create(null), map);
      return original.call(this, name);
    };
    fixed.fixed = true;
    methods[method] = fixed;
  }
}

/** The parts of a Commit request's write that decide its precondition. */
interface Write {
  has_delete: boolean;
  delete: string;
  has_update: boolean;
  update: { name: string };
  has_current_document: boolean;
  current_document: { has_exists: boolean; exists: boolean };
}

/**
 * The first precondition of the batch that fails, checked before anything is written. The library
 * applies the writes one by one, so a failing `create` after an `update` left the update applied;
 * in production a batch is all or nothing.
 */
function failedPrecondition(server: FirestoreServer, writes: Write[]): { code: number; message: string } | undefined {
  const exists = new Map<string, boolean>();
  const existsNow = (name: string) => exists.get(name) ?? server.state.getDocument(name).metadata.hasExist;
  for (const write of writes) {
    const name = write.has_delete ? write.delete : write.update.name;
    if (write.has_current_document && write.current_document.has_exists) {
      if (write.current_document.exists && !existsNow(name)) return { code: NOT_FOUND, message: `no entity to update: ${name}` };
      if (!write.current_document.exists && existsNow(name)) return { code: ALREADY_EXISTS, message: `entity already exists: ${name}` };
    }
    exists.set(name, !write.has_delete);
  }
  return undefined;
}

type Handler = (call: { request: { writes: Write[] } }, callback: (error: unknown, value: unknown) => void) => void;

function makeCommitsAtomic(server: FirestoreServer) {
  // grpc-js keeps the registered methods in a private map; wrapping its Commit entry is the one hook.
  const grpcServer = (server as unknown as { server: { handlers: Map<string, { func: Handler }> } }).server;
  const commit = grpcServer.handlers.get(COMMIT_PATH);
  if (!commit) throw new Error(`Firestore locale: ${COMMIT_PATH} non trovato`);
  const original = commit.func;
  commit.func = (call, callback) => {
    const failure = failedPrecondition(server, call.request.writes);
    if (failure) return callback({ ...failure, details: failure.message, name: 'Error' }, null);
    return original(call, callback);
  };
}

/** Applies the fixes; call before the server starts. */
export function fixFirestoreServer(server: FirestoreServer) {
  applyEveryFieldTransform();
  lookUpOwnNamesOnly();
  makeCommitsAtomic(server);
}
