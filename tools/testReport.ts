/**
 * The end of `npm test`'s output (tools/test.ts): each lane's wall and CPU time, and the slowest test
 * files and tests of all the suites, read from their JSON reports in test-results/.
 *
 * `npx tsx tools/testReport.ts [folder]` prints the slowest files and tests from the reports of an
 * earlier run (test-results/ by default), without running anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

// ---- CPU time --------------------------------------------------------------------------------------

// A step's CPU time is its processes' user + system time. Node does not give a child's rusage, so
// the step runs under bash, which after the command writes `times` to file descriptor 3 (closed for
// the command itself, so no process the step leaves behind holds the pipe open). The first line of
// `times` is bash's own time, the second its children's: getrusage(RUSAGE_CHILDREN), which counts
// every process of the step that was waited for, grandchildren included (vitest's and Playwright's
// workers, Chromium, tsc). A process that was left to run on its own, or to init, is not counted.

/** The command and arguments that run `command args` under bash and write its CPU time to fd 3. */
export function withCpuTimes(command: string, args: string[]): [string, string[]] {
  return ['bash', ['-c', '"$@" 3>&-; code=$?; times >&3; exit $code', 'bash', command, ...args]];
}

/** The seconds in bash's `times` output (`0m1.234s 0m0.050s` on each line), summed; undefined if none. */
export function parseBashTimes(output: string): number | undefined {
  const values = [...output.matchAll(/(\d+)m(\d+(?:[.,]\d+)?)s/g)].map(
    ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds!.replace(',', '.')),
  );
  return values.length === 4 ? values.reduce((sum, value) => sum + value, 0) : undefined;
}

/** Linux's clock ticks per second in /proc (USER_HZ, 100 on every architecture the project runs on). */
const USER_HZ = 100;

/** The user + system seconds of the waited-for children in a /proc/<pid>/stat line (cutime, cstime). */
export function parseChildrenCpu(stat: string): number {
  // The fields after the command name, which is in parentheses and may hold spaces: state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / USER_HZ;
}

/** The CPU seconds of every child this process has waited for so far; undefined off Linux. */
export function childrenCpuSeconds(): number | undefined {
  return existsSync('/proc/self/stat') ? parseChildrenCpu(readFileSync('/proc/self/stat', 'utf8')) : undefined;
}

/**
 * The busy seconds of the whole machine in /proc/stat's first line (user, nice, system, irq,
 * softirq, steal: every field but idle and iowait), summed over its cores.
 */
export function parseMachineBusy(stat: string): number {
  const [user, nice, system, , , irq, softirq, steal] = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / USER_HZ;
}

/**
 * The machine's busy CPU seconds so far; undefined off Linux. The steps' own figures miss what runs
 * outside them (Chromium's renderers, the Functions emulator's workers): this counts everything.
 */
export function machineBusySeconds(): number | undefined {
  return existsSync('/proc/stat') ? parseMachineBusy(readFileSync('/proc/stat', 'utf8')) : undefined;
}

/** The machine's line of the summary: its busy CPU over the run, and how many of its cores that kept busy. */
export function machineLine(busySeconds: number, wallSeconds: number, cores: number): string {
  const average = wallSeconds > 0 ? busySeconds / wallSeconds : 0;
  return `Macchina (/proc/stat, ogni processo): ${seconds(busySeconds)} di CPU occupata, ${average.toFixed(1)} core in media su ${cores}`;
}

/** The CPU seconds (user + system) this process has used since `since` (process.cpuUsage()). */
export function ownCpuSeconds(since?: NodeJS.CpuUsage): number {
  const usage = process.cpuUsage(since);
  return (usage.user + usage.system) / 1e6;
}

// ---- Lanes -----------------------------------------------------------------------------------------

/** checks and stack run side by side, then the browser tests, then the coda (rules, scheduled jobs, indexes). */
export type Lane = 'checks' | 'stack' | 'browser' | 'coda';

export interface StepTime {
  name: string;
  lane: Lane;
  /** Date.now() at its start and end. */
  begin: number;
  end: number;
  /** User + system seconds, when measured. */
  cpu?: number;
}

const seconds = (value: number) => `${value.toFixed(0)} s`;
const cpuText = (cpu: number | undefined) => (cpu === undefined ? 'CPU non misurata' : `${seconds(cpu)} CPU`);

/**
 * Each lane's wall time (from its first step's start to its last step's end) and CPU time (its
 * steps' sum), with its steps; then the CPU used outside the steps (`others`) and the whole run's.
 */
export function laneLines(steps: StepTime[], others: { name: string; cpu: number }[], wallSeconds: number): string[] {
  const lines = [
    'Corsie, tempo reale e CPU (utente + sistema); checks gira accanto a stack e browser, a bassa priorità (nice 19) tranne i test unit:',
  ];
  for (const lane of ['checks', 'stack', 'browser', 'coda'] satisfies Lane[]) {
    const own = steps.filter((step) => step.lane === lane);
    if (own.length === 0) continue;
    const wall = (Math.max(...own.map((step) => step.end)) - Math.min(...own.map((step) => step.begin))) / 1000;
    const cpus = own.map((step) => step.cpu);
    const cpu = cpus.includes(undefined) ? undefined : cpus.reduce((sum: number, value) => sum + value!, 0);
    lines.push(`  ${lane}: ${seconds(wall)} reali, ${cpuText(cpu)}`);
    for (const step of own) lines.push(`    ${step.name}: ${seconds((step.end - step.begin) / 1000)} reali, ${cpuText(step.cpu)}`);
  }
  for (const other of others) lines.push(`  ${other.name}: ${cpuText(other.cpu)}`);
  const cpu = [...steps.map((step) => step.cpu ?? 0), ...others.map((other) => other.cpu)].reduce((sum, value) => sum + value, 0);
  const total = Math.round(wallSeconds);
  const cores = wallSeconds > 0 ? ` (${(cpu / wallSeconds).toFixed(1)} core in media)` : '';
  lines.push(`  In tutto: ${Math.floor(total / 60)} min ${total % 60} s reali, ${cpuText(cpu)}${cores}`);
  return lines;
}

// ---- Slowest files and tests ----------------------------------------------------------------------

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { fullName: string; status: string; duration?: number | null }[];
  }[];
}

export interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { status: string; results?: { duration: number }[] }[];
}

export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** Every spec under a suite with the describe titles above it (a file's own suite has none). */
export function playwrightSpecs(suite: PlaywrightSuite, titles: string[] = []): { spec: PlaywrightSpec; titles: string[] }[] {
  return [
    ...(suite.specs ?? []).map((spec) => ({ spec, titles })),
    ...(suite.suites ?? []).flatMap((child) => playwrightSpecs(child, [...titles, child.title])),
  ];
}

/** A spec's path from the repository root (the specs' `file` is relative to Playwright's testDir). */
const playwrightFile = (spec: PlaywrightSpec) => `e2e/${spec.file}`;

/** A spec's name in the summary: 'file > describe > title'. */
export const playwrightName = ({ spec, titles }: { spec: PlaywrightSpec; titles: string[] }) =>
  `${playwrightFile(spec)} > ${[...titles, spec.title].join(' > ')}`;

/** A test file's or a test's time, in the suite it ran in. */
export interface Timed {
  suite: string;
  name: string;
  seconds: number;
}

export interface Timings {
  files: Timed[];
  tests: Timed[];
}

/**
 * A vitest report's file and test times. A file's time is the span of its tests, from the first
 * one's start to the last one's end (the JSON report's startTime and endTime): hooks between tests
 * count, the file's import and a beforeAll before its first test do not.
 */
export function vitestTimings(report: VitestReport, suite: string, root: string): Timings {
  const path = (name: string) => {
    const fromRoot = relative(root, name);
    return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? name : fromRoot;
  };
  return {
    files: report.testResults.map((file) => ({
      suite,
      name: path(file.name),
      seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
    })),
    tests: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => typeof test.duration === 'number')
        .map((test) => ({ suite, name: `${path(file.name)} > ${test.fullName}`, seconds: test.duration! / 1000 })),
    ),
  };
}

/**
 * A Playwright report's file and test times. A test's time is the sum of its attempts' durations
 * (retries included), and a file's the sum of its tests' times: the time a worker spent on it, not
 * its span, which a worker restarted after a failure would stretch.
 */
export function playwrightTimings(report: PlaywrightReport, suite: string): Timings {
  const tests = report.suites.flatMap((fileSuite) =>
    playwrightSpecs(fileSuite).flatMap((found) =>
      found.spec.tests.map((test) => ({
        file: playwrightFile(found.spec),
        name: playwrightName(found),
        seconds: (test.results ?? []).reduce((sum, result) => sum + Math.max(0, result.duration), 0) / 1000,
      })),
    ),
  );
  const files = new Map<string, number>();
  for (const test of tests) files.set(test.file, (files.get(test.file) ?? 0) + test.seconds);
  return {
    files: [...files].map(([name, total]) => ({ suite, name, seconds: total })),
    tests: tests.map(({ name, seconds }) => ({ suite, name, seconds })),
  };
}

/** The JSON reports `npm test` writes in test-results/, with the suite name the tables show. */
const REPORTS = [
  { file: 'vitest-unit.json', suite: 'unit' },
  { file: 'vitest-api.json', suite: 'API' },
  { file: 'vitest-rules.json', suite: 'regole' },
  { file: 'vitest-indexes.json', suite: 'indici' },
  { file: 'playwright.json', suite: 'browser' },
];

/** The times in one of those reports, by its file name, with the test files' paths from `root`. */
export function reportTimings(file: string, report: VitestReport | PlaywrightReport, root: string): Timings {
  const suite = REPORTS.find((known) => known.file === file)?.suite ?? file;
  return 'testResults' in report ? vitestTimings(report, suite, root) : playwrightTimings(report, suite);
}

/** The times in the reports found in `folder`, with the test files' paths from the folder's parent. */
export function readTimings(folder: string): Timings & { reports: string[] } {
  const reports = REPORTS.map((report) => report.file).filter((file) => existsSync(join(folder, file)));
  const all = reports.map((file) => reportTimings(file, JSON.parse(readFileSync(join(folder, file), 'utf8')), dirname(resolve(folder))));
  return { reports, files: all.flatMap((timings) => timings.files), tests: all.flatMap((timings) => timings.tests) };
}

/** The `count` slowest, slowest first. */
export const slowest = (timed: Timed[], count: number) => timed.toSorted((a, b) => b.seconds - a.seconds).slice(0, count);

const SUITE_WIDTH = Math.max(...REPORTS.map((report) => report.suite.length));
const row = (timed: Timed) => `  ${timed.seconds.toFixed(1).padStart(7)} s  ${timed.suite.padEnd(SUITE_WIDTH)}  ${timed.name}`;

/** The tables of the slowest test files and tests. */
export function slowestLines({ files, tests }: Timings, count = 15): string[] {
  if (files.length === 0 && tests.length === 0) return ['Nessun report dei test da cui leggere i tempi.'];
  return [
    `I ${count} file di test più lenti (secondi, suite, file):`,
    ...slowest(files, count).map(row),
    `I ${count} test più lenti (secondi, suite, file > test):`,
    ...slowest(tests, count).map(row),
  ];
}

if (process.argv[1] === import.meta.filename) {
  const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'test-results'));
  const timings = readTimings(folder);
  console.log(`[test] Report letti in ${folder}: ${timings.reports.join(', ') || 'nessuno'}`);
  for (const line of slowestLines(timings)) console.log(`[test] ${line}`);
}
