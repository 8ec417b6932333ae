import './node22';

import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { backfillAnalyticsSnapshots } from './analyticsBackfill';
import { startMessageMailChecks } from './messageMailChecks';
import { seedDemoData } from './seed/seedDemoData';
import { emulatorEnv, PROJECT_ID, ROOT, SITE_URL, startStack } from './stack';

// npm start: builds the web app (its local build, with the demo accounts) and the functions, starts
// the local stack, seeds the demo data.
// npm run dev: the same, plus Vite's dev server (hot reload) and the functions rebuilt on change.
const dev = process.argv.includes('--dev');
const log = (line: string) => console.log(`[stack] ${line}`);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build:emulators']);
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({ logFile: join(ROOT, 'firebase-emulators.log'), log });
} catch (error) {
  console.error(`[stack] ${(error as Error).message}`);
  process.exit(1);
}

Object.assign(process.env, emulatorEnv());
const created = await seedDemoData(PROJECT_ID);
await stack.idle();
await backfillAnalyticsSnapshots();
const stopMessageMailChecks = startMessageMailChecks();
log(`Dati demo pronti (${created} documenti creati). Accessi: utente@demo.test / utente123, admin@demo.test / admin123`);

const children = dev
  ? [
      spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit', detached: true }),
      spawn('npm', ['run', 'watch', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit', detached: true }),
    ]
  : [];
console.log(`Pronto: ${SITE_URL}`);
if (dev) log('Hot reload di Vite: http://127.0.0.1:5173');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  stopMessageMailChecks();
  log('Arresto in corso...');
  // Each child leads its own process group: stop npm and what it started.
  children.forEach((child) => child.pid && process.kill(-child.pid, 'SIGTERM'));
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
