import { readdirSync, readFileSync } from 'node:fs';

import { PORTS } from '../ports';

/**
 * The Functions emulator's worker processes of THIS stack (Linux: read from /proc): the runtime
 * processes whose environment points at this stack's Auth emulator port. Other stacks running
 * side by side (STACK_PORT_OFFSET) are left alone.
 */
export function functionsWorkerPids(): number[] {
  const marker = `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${PORTS.auth}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!command.includes('functionsEmulatorRuntime')) return false;
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker);
      } catch {
        return false; // the process ended meanwhile
      }
    })
    .map(Number);
}

/** Kills every worker of this stack at once, as a crash would (SIGKILL: no cleanup). */
export function killFunctionsWorkers(): number {
  const pids = functionsWorkerPids();
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  return pids.length;
}
