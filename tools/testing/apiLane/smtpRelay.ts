/**
 * The test file's own way to MailDev: a TCP relay on a port the OS chooses, which the functions of
 * the file send to. A test can pause it (new connections are held without the server's greeting, as
 * when the mail server hangs) and resume it, without touching MailDev, which every file shares.
 */
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface SmtpRelay {
  port: number;
  pause(): void;
  resume(): void;
  /** Resolves once `count` connections have been held since the last pause (each a send attempt left without a greeting). */
  held(count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtpRelay(target: { host: string; port: number }): Promise<SmtpRelay> {
  let paused = false;
  const held: Socket[] = [];
  let heldSincePause = 0;
  let waiters: { count: number; resolve: () => void }[] = [];
  const open = new Set<Socket>();

  const forward = (client: Socket) => {
    if (client.destroyed) return;
    const server = connect(target);
    open.add(server);
    server.on('close', () => open.delete(server));
    client.pipe(server).pipe(client);
    server.on('error', () => client.destroy());
    client.on('error', () => server.destroy());
  };

  const relay: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (paused) {
      held.push(client);
      heldSincePause += 1;
      const reached = waiters.filter((waiter) => waiter.count <= heldSincePause);
      waiters = waiters.filter((waiter) => waiter.count > heldSincePause);
      reached.forEach((waiter) => waiter.resolve());
    } else forward(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));

  return {
    port: (relay.address() as AddressInfo).port,
    pause() {
      paused = true;
      heldSincePause = 0;
    },
    resume() {
      paused = false;
      held.splice(0).forEach(forward);
    },
    held: (count) =>
      new Promise<void>((resolve) => {
        if (heldSincePause >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    async stop() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
