import './node22';

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { backfillAnalyticsSnapshots } from './analyticsBackfill';
import { queryShapesFile } from './indexes/recordedShapes';
import { seedDemoData } from './seed/seedDemoData';
import { emulatorEnv, PROJECT_ID, ROOT, startStack } from './stack';

// npm test: lint, type checks, the builds (for deploy and for the emulators), the deploy rehearsal,
// then the local stack with the demo data, and against it the unit and API tests (vitest) and the
// browser tests (Playwright in Debian's Chromium); last, the queries they made run against the index file.
const log = (line: string) => console.log(`\n[test] ${line}`);
const results: { name: string; passed: number; failed: number }[] = [];
let failedSteps = 0;

/** Runs a step as a child process. Asynchronously: the Node Firestore server lives in this process. */
async function run(name: string, command: string, args: string[]): Promise<boolean> {
  log(name);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...emulatorEnv() } });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    failedSteps += 1;
    console.error(`[test] ${name}: FALLITO (uscita ${code})`);
    return false;
  }
  return true;
}

function countVitest(file: string, name = 'vitest') {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests });
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  results.push({ name: 'playwright', passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected });
}

mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

if (wants('lint')) await run('ESLint', 'npx', ['eslint', '.']);
if (wants('lint')) await run('Prettier', 'npx', ['prettier', '--check', '.']);
if (wants('types')) await run('Type check', 'npm', ['run', 'typecheck']);
await run('Build per il deploy', 'npm', ['run', 'build']);
await run('Build per gli emulatori', 'npm', ['run', 'build:emulators', '-w', 'web']);
if (wants('deploy')) await run('Prova del deploy delle functions', 'npx', ['tsx', 'tools/deploy/rehearse.ts']);

log('Avvio dello stack locale');
// The functions record the shape of every query they run; the index check reads them at the end.
const shapesFile = queryShapesFile(ROOT);
rmSync(shapesFile, { force: true });
mkdirSync(dirname(shapesFile), { recursive: true });
const stack = await startStack({
  logFile: join(ROOT, 'test-results', 'firebase-emulators.log'),
  log: (line) => console.log(`[stack] ${line}`),
  queryShapesFile: shapesFile,
}).catch((error: Error) => {
  console.error(`[test] Lo stack locale non parte: ${error.message}`);
  process.exit(1);
});
try {
  Object.assign(process.env, emulatorEnv());
  await seedDemoData(PROJECT_ID);
  await stack.idle();
  // The snapshot handler runs here rather than in the functions: its queries are recorded too.
  await backfillAnalyticsSnapshots(undefined, { QUERY_SHAPES_FILE: shapesFile });

  if (wants('vitest')) {
    const report = join(ROOT, 'test-results', 'vitest.json');
    await run('Vitest: unit e API', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`]);
    countVitest(report);
  }
  if (wants('rules')) {
    if (stack.firestore === 'official') {
      const report = join(ROOT, 'test-results', 'vitest-rules.json');
      await run('Regole Firestore', 'npx', [
        'vitest',
        'run',
        '--config',
        'firestore.rules.vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${report}`,
      ]);
      countVitest(report);
    } else {
      log(
        "Regole Firestore: suite SALTATA. Serve l'emulatore Firestore ufficiale (Java 21), che qui non c'è; il server Node non valuta le regole.",
      );
    }
  }
  if (wants('e2e')) {
    await run('Playwright: test nel browser', 'npx', ['playwright', 'test']);
    countPlaywright(join(ROOT, 'test-results', 'playwright.json'));
  }
} finally {
  await stack.stop();
}

// Every query the API and browser tests made the functions run, checked against firestore.indexes.json.
if (wants('vitest') && wants('e2e')) {
  const report = join(ROOT, 'test-results', 'vitest-indexes.json');
  await run('Indici Firestore delle query', 'npx', [
    'vitest',
    'run',
    '--config',
    'tools/indexes/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  countVitest(report, 'indici Firestore');
} else {
  log('Indici Firestore: controllo SALTATO, serve la suite completa (vitest ed e2e) perché ogni query sia registrata.');
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
for (const result of results) console.log(`[test] ${result.name}: ${result.passed} passed, ${result.failed} failed`);
console.log(`Totale: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
