/**
 * MailDev for the local stack (docs/email.md): a real SMTP server on 127.0.0.1 with a web inbox and a
 * REST API (`GET /api/email`), ports shifted by STACK_PORT_OFFSET. The functions send to it; tests
 * read it. Nothing in the local stack talks to a real mail server.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { MAILDEV_PORTS, MAILDEV_URL, PORT_OFFSET, waitFor } from './ports';

const ROOT = join(import.meta.dirname, '..');

/** Where the stack writes MailDev's process id, for the test that pauses SMTP (functions/src/app/mailQueue.test.ts). */
export const MAILDEV_PID_FILE = join(ROOT, `.maildev-${PORT_OFFSET}.pid`);

/** The inbox keeps at most this many messages (the oldest go first): a long test run stays small. */
const MAX_EMAILS = 5000;

export async function startMailDev(logFile: string): Promise<{ stop(): void }> {
  const bin = join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const args = ['--smtp', String(MAILDEV_PORTS.smtp), '--web', String(MAILDEV_PORTS.web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'];
  const child = spawn(process.execPath, [bin, ...args, '--max-emails', String(MAX_EMAILS)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = createWriteStream(logFile);
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `MailDev è terminato (${signal ?? code}); vedi ${logFile}`;
  });
  const stop = () => {
    rmSync(MAILDEV_PID_FILE, { force: true });
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  try {
    await waitFor(
      'MailDev',
      async () => (await fetch(`${MAILDEV_URL}/api/email`)).ok,
      30_000,
      () => exited,
    );
  } catch (error) {
    stop();
    throw error;
  }
  writeFileSync(MAILDEV_PID_FILE, String(child.pid));
  return { stop };
}
