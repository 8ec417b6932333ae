import './node22';

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

import { backfillAnalyticsSnapshots } from './analyticsBackfill';
import { queryShapesFile } from './indexes/recordedShapes';
import { roundTripsFile } from './roundTrips/recordedRoundTrips';
import { seedDemoData } from './seed/seedDemoData';
import { emulatorEnv, PROJECT_ID, ROOT, startStack } from './stack';
import {
  childrenCpuSeconds,
  type Lane,
  laneLines,
  machineBusySeconds,
  machineLine,
  ownCpuSeconds,
  parseBashTimes,
  playwrightName,
  type PlaywrightReport,
  playwrightSpecs,
  type PlaywrightSuite,
  reportTimings,
  slowestLines,
  type StepTime,
  type Timings,
  type VitestReport,
  withCpuTimes,
} from './testReport';
import { startTriggerRunner, type TriggerRunner } from './triggerRunner/triggerRunner';

// npm test, in two lanes that share the machine's two cores:
// - the stack lane builds what the emulators serve, starts the local stack with the demo data, runs
//   the smoke tests through it and then the browser tests (Playwright in Debian's Chromium). The
//   browser keeps about 80% of both cores busy, and its tests wait on timeouts: this lane runs at
//   the normal priority;
// - the checks lane needs no emulator but Auth and MailDev: the build for deploy, the unit tests,
//   the API tests (in-process, tools/testing/apiLane), ESLint, Prettier, the type checks and the
//   deploy rehearsal. All but the unit tests (which run while the stack starts, checksTests) run at
//   the lowest priority (nice 19), so they fill what the stack lane leaves of the cores without
//   slowing it. Its output is printed a step at a time, when the step ends.
// Last, the queries the functions ran against the index file. The summary ends with each lane's and
// step's wall and CPU time and the slowest test files and tests (tools/testReport.ts).
const log = (line: string) => console.log(`\n[test] ${line}`);
const results: { name: string; passed: number; failed: number }[] = [];
/** The failing tests, 'file > test', printed after the totals: CI shows only the end of the output. */
const failures: string[] = [];
const timings: StepTime[] = [];
/** The CPU seconds of the steps timed in this process (timed), apart from the rest of its own. */
let inProcessCpu = 0;
/**
 * The test files' and tests' times, taken from each JSON report as it is counted: test-results/ may
 * still hold the reports of steps that did not run this time.
 */
const testTimings: Timings = { files: [], tests: [] };
const failedSteps: string[] = [];
const started = Date.now();
const machineAtStart = machineBusySeconds();

interface StepOptions {
  lane: Lane;
  quiet?: boolean;
  /** Variables for this step only. */
  env?: NodeJS.ProcessEnv;
  /** At the lowest CPU priority (nice 19): the checks lane's steps. */
  background?: boolean;
}

/**
 * Runs a step as a child process, asynchronously (the Node Firestore server lives in this process),
 * under bash, which reports the CPU time of the step's processes on file descriptor 3 (withCpuTimes).
 */
async function run(
  name: string,
  command: string,
  args: string[],
  { lane, quiet = false, env = {}, background = false }: StepOptions,
): Promise<boolean> {
  if (!quiet) log(name);
  const begin = Date.now();
  const [shell, shellArgs] = withCpuTimes(command, args);
  const child = spawn(background ? 'nice' : shell, background ? ['-n', '19', shell, ...shellArgs] : shellArgs, {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, ...emulatorEnv(), ...env },
  });
  let output = '';
  let times = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  timings.push({ name, lane, begin, end: Date.now(), cpu: parseBashTimes(times) });
  if (quiet) {
    log(`${name} (${((Date.now() - begin) / 1000).toFixed(0)} s)`);
    process.stdout.write(output);
  }
  if (code !== 0) {
    failedSteps.push(name);
    console.error(`[test] ${name}: FALLITO (uscita ${code})`);
    return false;
  }
  return true;
}

/**
 * Times a step that runs in this process. Its CPU time is this process's over the step
 * (process.cpuUsage), which includes the Node Firestore server's work meanwhile; the emulators it
 * starts are counted apart, at the end.
 */
async function timed<T>(name: string, lane: Lane, step: () => Promise<T>): Promise<T> {
  const begin = Date.now();
  const cpu = process.cpuUsage();
  try {
    return await step();
  } finally {
    const used = ownCpuSeconds(cpu);
    inProcessCpu += used;
    timings.push({ name, lane, begin, end: Date.now(), cpu: used });
  }
}

const fromRoot = (path: string) => relative(ROOT, path) || path;

function addTimings(file: string, report: VitestReport | PlaywrightReport) {
  const { files, tests } = reportTimings(basename(file), report, ROOT);
  testTimings.files.push(...files);
  testTimings.tests.push(...tests);
}

function countVitest(file: string, name: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  addTimings(file, report);
  results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests });
  for (const testFile of report.testResults) {
    const failed = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${fromRoot(testFile.name)} > ${test.fullName}`);
    // A file that fails before its tests run (an import, a hook) has no failed test of its own.
    if (failed.length === 0 && testFile.message) failures.push(`${fromRoot(testFile.name)} > (il file non è partito)`);
  }
}

/** The specs whose tests ended 'unexpected' (failed even after the retries), under their describe titles (a file's own suite has none). */
function playwrightFailures(suite: PlaywrightSuite): string[] {
  return playwrightSpecs(suite)
    .filter(({ spec }) => spec.tests.some((test) => test.status === 'unexpected'))
    .map(playwrightName);
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  addTimings(file, report);
  results.push({ name: 'playwright', passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected });
  for (const suite of report.suites) failures.push(...playwrightFailures(suite));
}

/** A vitest run with its JSON report in test-results/, counted in the summary. */
async function vitest(name: string, report: string, args: string[], options: StepOptions) {
  const file = join(ROOT, 'test-results', report);
  rmSync(file, { force: true });
  await run(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], options);
  countVitest(file, name);
}

mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

// The builds first: the deploy tests of both lanes read web/dist and the functions' build.
const background = { lane: 'checks', quiet: true, background: true } as const;
const deployBuild = run('Build per il deploy (web/dist)', 'npm', ['run', 'build', '-w', 'web'], background);
const functionsBuild = run('Build delle functions', 'npm', ['run', 'build', '-w', 'functions'], { lane: 'stack' });

// The functions record the shape of every query they run; the index check reads them at the end.
const shapesFile = queryShapesFile(ROOT);
rmSync(shapesFile, { force: true });
mkdirSync(dirname(shapesFile), { recursive: true });
// And the round trips of every answer of the API tests, for the budgets' check at the end: in-process,
// each file on data of its own, so the same tests always make the same round trips (the browser
// tests share one Firestore, whose contents depend on which tests ran before).
const tripsFile = roundTripsFile(ROOT);
rmSync(tripsFile, { force: true });

/** The local stack, with the demo data: the API tests need its Auth emulator and MailDev. */
async function startSeededStack() {
  await functionsBuild;
  await run('Build per gli emulatori (web/dist-emulators)', 'npm', ['run', 'build:emulators', '-w', 'web'], { lane: 'stack' });
  log('Avvio dello stack locale');
  const stack = await timed('Avvio dello stack', 'stack', () =>
    startStack({
      logFile: join(ROOT, 'test-results', 'firebase-emulators.log'),
      log: (line) => console.log(`[stack] ${line}`),
      queryShapesFile: shapesFile,
    }),
  ).catch((error: Error) => {
    console.error(`[test] Lo stack locale non parte: ${error.message}`);
    process.exit(1);
  });
  try {
    Object.assign(process.env, emulatorEnv());
    // The triggers run in one process of their own, but for the smoke lane's tests (below).
    runner = await startTriggerRunner(
      { ...emulatorEnv(), NODE_ENV: 'production', QUERY_SHAPES_FILE: shapesFile },
      join(ROOT, 'test-results', 'trigger-runner.log'),
    );
    await stack.deliverTriggersTo(runner.transport);
    await timed('Dati demo e istantanee', 'stack', async () => {
      await seedDemoData(PROJECT_ID);
      await stack.idle();
      // The snapshot handler runs here rather than in the functions: its queries are recorded too.
      await backfillAnalyticsSnapshots(undefined, { QUERY_SHAPES_FILE: shapesFile });
    });
    return stack;
  } catch (error) {
    await Promise.all([stack.stop(), runner?.stop()]);
    throw error;
  }
}
/** The trigger runner of the seed and the browser tests (tools/triggerRunner). */
let runner: TriggerRunner | undefined;
const stackReady = startSeededStack();

/**
 * The checks lane's tests. The unit tests first, at the normal priority, while the stack starts and
 * before the browser does: their component tests wait on the clock (Testing Library's waitFor). Then
 * the API tests, at the lowest priority beside the browser: they wait on settled(), never on the
 * clock, and their time limits are wide enough for a file to wait for the CPU (vitest.config.ts).
 */
async function checksTests() {
  if (!wants('vitest')) return;
  await vitest('Vitest: unit (senza stack)', 'vitest-unit.json', ['--project', 'unit', '--project', 'unit-node'], {
    lane: 'checks',
    quiet: true,
  });
  await stackReady;
  // In-process, each file with its own Firestore (tools/testing/apiLane); their queries are recorded too.
  await vitest('Vitest: API', 'vitest-api.json', ['--project', 'api'], {
    ...background,
    env: { QUERY_SHAPES_FILE: shapesFile, ROUND_TRIPS_FILE: tripsFile },
  });
}

/** The checks lane's static checks, one process at a time: beside the tests, both cores stay busy to the end. */
async function staticChecks() {
  if (wants('lint')) await run('ESLint', 'npx', ['eslint', '.'], background);
  if (wants('lint')) await run('Prettier', 'npx', ['prettier', '--check', '.'], background);
  if (wants('types')) await run('Type check', 'npm', ['run', 'typecheck'], background);
  if (wants('deploy')) await run('Prova del deploy delle functions', 'npx', ['tsx', 'tools/deploy/rehearse.ts'], background);
}

async function checksLane() {
  await Promise.all([deployBuild, functionsBuild]);
  await Promise.all([checksTests(), staticChecks()]);
}

async function stackLane() {
  const stack = await stackReady;
  // A few tests through the real Hosting, Functions emulator and bridge, before the browser's; the
  // browser's requests go through Hosting and the Functions emulator too, their triggers to the runner
  // (the emulator's worker per trigger function cost about 100 CPU-seconds of cold starts).
  if (wants('vitest')) {
    await stack.deliverTriggersTo();
    await vitest('Vitest: smoke', 'vitest-smoke.json', ['--project', 'smoke'], { lane: 'stack' });
    await stack.deliverTriggersTo(runner?.transport);
  }
  if (wants('rules')) {
    if (stack.firestore === 'official') {
      await vitest('Regole Firestore', 'vitest-rules.json', ['--config', 'firestore.rules.vitest.config.ts'], { lane: 'stack' });
    } else {
      log(
        "Regole Firestore: suite SALTATA. Serve l'emulatore Firestore ufficiale (Java 21), che qui non c'è; il server Node non valuta le regole.",
      );
    }
  }
  if (wants('e2e')) {
    await run('Playwright: test nel browser', 'npx', ['playwright', 'test'], { lane: 'browser' });
    countPlaywright(join(ROOT, 'test-results', 'playwright.json'));
  }
  if (wants('vitest') && wants('e2e')) {
    // The scheduled jobs run once more, as Cloud Scheduler would, against the demo data, so their
    // queries on it are recorded for the index check too. After the browser tests: the e-mails and
    // reminders they queue change no test's data.
    for (const job of ['messages:mail', 'agenda:clock', 'fodmap:reminders'])
      await run(`Lavoro pianificato ${job}`, 'npm', ['run', '--silent', job], { lane: 'coda', env: { QUERY_SHAPES_FILE: shapesFile } });
  }
}

try {
  await Promise.all([checksLane(), stackLane()]);
} finally {
  await Promise.all([(await stackReady).stop(), runner?.stop()]);
}

// Every query the API and browser tests made the functions run, checked against firestore.indexes.json,
// and every answer's round trips against its contract's budget.
if (wants('vitest') && wants('e2e')) {
  await vitest('Indici e round trip di Firestore', 'vitest-indexes.json', ['--config', 'tools/indexes/vitest.config.ts'], { lane: 'coda' });
} else {
  log('Indici e round trip di Firestore: controllo SALTATO, serve la suite completa (vitest ed e2e) perché ogni query sia registrata.');
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
for (const result of results) console.log(`[test] ${result.name}: ${result.passed} passed, ${result.failed} failed`);
console.log(`Totale: ${passed} passed, ${failed} failed`);
if (failures.length > 0) {
  console.log(`\n[test] Test falliti (${failures.length}):`);
  for (const failure of failures) console.log(`[test]   ${failure}`);
}
if (failedSteps.length > 0) console.log(`[test] Passi falliti: ${failedSteps.join('; ')}`);

// The CPU used outside the steps: this process's (the Node Firestore server and the trigger bridge,
// serving the API and browser tests), and the emulators' and MailDev's, which /proc/self/stat counts
// once they have exited and been waited for: every child of this process, less the steps run as one.
const runStepsCpu = timings.reduce((sum, step) => sum + (step.cpu ?? 0), 0) - inProcessCpu;
const others = [
  { name: 'Questo processo fuori dai passi (server Firestore Node, ponte dei trigger)', cpu: ownCpuSeconds() - inProcessCpu },
];
const childrenCpu = childrenCpuSeconds();
if (childrenCpu !== undefined)
  others.push({ name: 'Emulatori, MailDev e altri processi figli', cpu: Math.max(0, childrenCpu - runStepsCpu) });
console.log('');
const wallSeconds = (Date.now() - started) / 1000;
for (const line of laneLines(timings, others, wallSeconds)) console.log(`[test] ${line}`);
const machineNow = machineBusySeconds();
if (machineAtStart !== undefined && machineNow !== undefined)
  console.log(`[test]   ${machineLine(machineNow - machineAtStart, wallSeconds, availableParallelism())}`);
for (const line of slowestLines(testTimings)) console.log(`[test] ${line}`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
