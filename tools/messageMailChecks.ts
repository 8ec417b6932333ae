import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { emulatorEnv, ROOT } from './stack';

const EVERY_MS = 60_000;

/**
 * Runs the unread-message check (tools/messageMails.ts) every minute in a child process, as the
 * `unreadMessageMails` schedule does in production every 5 minutes. Answers a function that stops it.
 */
export function startMessageMailChecks(): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'tools', 'messageMails.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: emulatorEnv(),
    });
    child.once('exit', () => (running = false));
  }, EVERY_MS);
  return () => clearInterval(timer);
}
