import { createRequire } from 'node:module';

import type { FirestoreServer } from '@firestore-emulator/server';

// The gRPC library the Firestore server itself uses (not a dependency of this project's own).
const grpc = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
) as typeof import('@grpc/grpc-js');

/**
 * Starts the Node Firestore server on 127.0.0.1 at a port the OS chooses, and answers the port.
 * The library's own start() takes a fixed port, which a parallel test file could hold.
 */
export function startFirestoreOnLoopback(firestore: FirestoreServer): Promise<number> {
  const server = (firestore as unknown as { server: import('@grpc/grpc-js').Server }).server;
  return new Promise((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
  );
}
