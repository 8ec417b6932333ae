import type { IncomingMessage, Server } from 'node:http';

/** Starts a local server on the loopback address (port 0: a port the OS chooses), as the stand-ins do. */
export async function listenOnLoopback(server: Server, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

/** Stops a local server, closing the connections it still holds. */
export async function closeLoopback(server: Server | undefined): Promise<void> {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
}

/** A request's body as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}
