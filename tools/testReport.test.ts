import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import {
  laneLines,
  machineLine,
  parseBashTimes,
  parseChildrenCpu,
  parseMachineBusy,
  type PlaywrightReport,
  playwrightTimings,
  reportTimings,
  slowestLines,
  type StepTime,
  type Timings,
  type VitestReport,
  vitestTimings,
  withCpuTimes,
} from './testReport';

describe('CPU time of a step', () => {
  it("sums bash's `times`: its own line and its children's, minutes included, with either decimal mark", () => {
    expect(parseBashTimes('0m0.010s 0m0.005s\n1m2.500s 0m0,485s\n')).toBeCloseTo(63);
    expect(parseBashTimes('')).toBeUndefined();
    expect(parseBashTimes('bash: times: not found\n')).toBeUndefined();
  });

  it("keeps the command's exit code and writes the CPU time on fd 3, which the command itself does not have", () => {
    const [command, args] = withCpuTimes('sh', ['-c', 'echo step >&3; exit 3', 'sh']);
    const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'], encoding: 'utf8' });
    expect(result.status).toBe(3);
    expect(result.stderr).not.toBe('');
    const times = String(result.output[3]);
    expect(times).not.toContain('step');
    expect(parseBashTimes(times)).toBeGreaterThanOrEqual(0);
  });

  it('reads the waited-for children (cutime, cstime) of a /proc stat line, after a command name with spaces and parentheses', () => {
    const fields = ['S', ...Array.from({ length: 10 }, () => '0'), '250', '30', '1234', '566', '20', '0'];
    expect(parseChildrenCpu(`4242 (node (x) y) ${fields.join(' ')}`)).toBe(18);
  });

  it("reads the machine's busy time from /proc/stat: every field of the first line but idle and iowait", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice, in 1/100 s.
    const stat = 'cpu  1000 200 300 90000 500 40 60 7 0 0\ncpu0 500 100 150 45000 250 20 30 3 0 0\n';
    expect(parseMachineBusy(stat)).toBeCloseTo(16.07);
    expect(machineLine(800, 500, 2)).toBe('Macchina (/proc/stat, ogni processo): 800 s di CPU occupata, 1.6 core in media su 2');
  });
});

describe('lane lines', () => {
  const steps: StepTime[] = [
    { name: 'Build', lane: 'checks', begin: 0, end: 40_000, cpu: 60 },
    { name: 'ESLint', lane: 'checks', begin: 40_000, end: 100_000, cpu: 90 },
    { name: 'Build delle functions', lane: 'stack', begin: 0, end: 10_000, cpu: 12 },
    { name: 'Avvio dello stack', lane: 'stack', begin: 10_000, end: 70_000 },
    { name: 'Playwright', lane: 'browser', begin: 100_000, end: 400_000, cpu: 500 },
  ];

  it("gives each lane's span and CPU with its steps, the CPU outside the steps, and the whole run's", () => {
    expect(laneLines(steps, [{ name: 'Emulatori', cpu: 100 }], 400)).toEqual([
      'Corsie, tempo reale e CPU (utente + sistema); checks gira accanto a stack e browser, a bassa priorità (nice 19) tranne i test unit:',
      '  checks: 100 s reali, 150 s CPU',
      '    Build: 40 s reali, 60 s CPU',
      '    ESLint: 60 s reali, 90 s CPU',
      '  stack: 70 s reali, CPU non misurata',
      '    Build delle functions: 10 s reali, 12 s CPU',
      '    Avvio dello stack: 60 s reali, CPU non misurata',
      '  browser: 300 s reali, 500 s CPU',
      '    Playwright: 300 s reali, 500 s CPU',
      '  Emulatori: 100 s CPU',
      '  In tutto: 6 min 40 s reali, 762 s CPU (1.9 core in media)',
    ]);
  });
});

describe('slowest files and tests', () => {
  const vitest: VitestReport = {
    numPassedTests: 3,
    numFailedTests: 0,
    testResults: [
      {
        name: '/repo/a.test.ts',
        startTime: 1_000,
        endTime: 9_000,
        assertionResults: [
          { fullName: 'a first', status: 'passed', duration: 3_000 },
          { fullName: 'a second', status: 'passed', duration: 4_500 },
          { fullName: 'a skipped', status: 'skipped', duration: null },
        ],
      },
      {
        name: '/repo/b.test.ts',
        startTime: 2_000,
        endTime: 3_000,
        assertionResults: [{ fullName: 'b only', status: 'passed', duration: 1_000 }],
      },
    ],
  };
  const playwright: PlaywrightReport = {
    stats: { expected: 3, unexpected: 0, flaky: 1 },
    suites: [
      {
        title: 'login.spec.ts',
        file: 'login.spec.ts',
        specs: [
          { title: 'signs in', file: 'login.spec.ts', tests: [{ status: 'flaky', results: [{ duration: 5_000 }, { duration: 6_000 }] }] },
        ],
        suites: [
          {
            title: 'admin',
            file: 'login.spec.ts',
            specs: [{ title: 'sees all', file: 'login.spec.ts', tests: [{ status: 'expected', results: [{ duration: 2_000 }] }] }],
          },
        ],
      },
      {
        title: 'plan.spec.ts',
        file: 'plan.spec.ts',
        specs: [{ title: 'is skipped', file: 'plan.spec.ts', tests: [{ status: 'skipped', results: [] }] }],
      },
    ],
  };

  /** The suite, name and seconds of each file and test, in the order given. */
  const rows = ({ files, tests }: Timings) => ({
    files: files.map((file) => `${file.suite} ${file.name} ${file.seconds}`),
    tests: tests.map((test) => `${test.suite} ${test.name} ${test.seconds}`),
  });

  it.each([
    {
      what: "a vitest file's span and its tests' durations, with paths from the repository root",
      timings: () => reportTimings('vitest-api.json', vitest, '/repo'),
      files: ['API a.test.ts 8', 'API b.test.ts 1'],
      tests: ['API a.test.ts > a first 3', 'API a.test.ts > a second 4.5', 'API b.test.ts > b only 1'],
    },
    {
      what: "a Playwright test's attempts summed, and a file's tests, under their describe titles",
      timings: () => reportTimings('playwright.json', playwright, '/repo'),
      files: ['browser e2e/login.spec.ts 13', 'browser e2e/plan.spec.ts 0'],
      tests: [
        'browser e2e/login.spec.ts > signs in 11',
        'browser e2e/login.spec.ts > admin > sees all 2',
        'browser e2e/plan.spec.ts > is skipped 0',
      ],
    },
  ])('takes $what', ({ timings, files, tests }) => {
    expect(rows(timings())).toEqual({ files, tests });
  });

  it('lists the slowest first across the suites, at most as many as asked', () => {
    const api = vitestTimings(vitest, 'API', '/repo');
    const browser = playwrightTimings(playwright, 'browser');
    expect(slowestLines({ files: [...api.files, ...browser.files], tests: [...api.tests, ...browser.tests] }, 2)).toEqual([
      'I 2 file di test più lenti (secondi, suite, file):',
      '     13.0 s  browser  e2e/login.spec.ts',
      '      8.0 s  API      a.test.ts',
      'I 2 test più lenti (secondi, suite, file > test):',
      '     11.0 s  browser  e2e/login.spec.ts > signs in',
      '      4.5 s  API      a.test.ts > a second',
    ]);
    expect(slowestLines({ files: [], tests: [] })).toEqual(['Nessun report dei test da cui leggere i tempi.']);
  });
});
