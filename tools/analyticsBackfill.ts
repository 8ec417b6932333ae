import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { emulatorEnv, ROOT } from './stack';

/** Days of analytics history `npm start` and `npm test` make sure exist (see tools/snapshot.ts). */
export const BACKFILL_DAYS = 90;

/**
 * Writes the missing daily snapshots of the last `days` days from the data, in a child
 * process (asynchronously: the Node Firestore server may live in this one).
 */
export function backfillAnalyticsSnapshots(days = BACKFILL_DAYS, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'tools', 'snapshot.ts'), `--backfill=${days}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...emulatorEnv(), ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`istantanee analytics: uscita ${code}`))));
  });
}
