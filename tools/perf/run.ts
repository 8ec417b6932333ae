/**
 * npm run perf: measures the production build served by the running local stack (`npm start`;
 * STACK_PORT_OFFSET respected, or --url=http://host:port). It builds nothing. docs/performance.md
 * explains the figures and keeps the latest table.
 *
 * - The landing page (/) and the static privacy page side by side, as a signed-out visitor, with
 *   the ratio of their LCP; the landing page's JavaScript on load (gzip) against its budget, and no
 *   Firebase SDK.
 * - Every members' page as the demo member, the admin pages as the demo admin.
 * - Every members' page on a repeat visit, with the service worker installed by a first load
 *   (repeatVisit.ts), and its LCP.
 * - The service worker's precache (precache.ts): what a patient's first install downloads.
 * - The INP of the interactions patients and the doctor make most (interactions.ts).
 * - The sign-in (`--only=signin`): the prerendered login and sign-up pages' cold load, and the time
 *   from the press of 'Accedi' to the content of the page it leads to (signIn.ts).
 *
 * Lighthouse (mobile preset, simulated throttling) runs `--runs=N` times per page (3 by default)
 * and the table prints the median of each figure. Lighthouse scales the CPU time it observes, so a
 * busy machine lowers the scores: compare tables measured in the same conditions. `--only=landing`,
 * `--only=members`, `--only=admin`, `--only=repeat`, `--only=precache`, `--only=inp` or `--only=signin` (comma-separated)
 * measures a part, `--paths=/profilo,...` only those pages of it. Exits with 1 when a floor is missed.
 */
import '../node22';

import { loadavg } from 'node:os';

import { SESSION_HINT_COOKIE } from '../../web/src/app/sessionHint';
import { PORTS } from '../ports';
import { measureInteractions } from './interactions';
import { landingScripts } from './landingScripts';
import { type RunFigures, runLighthouse } from './lighthouse';
import {
  ACCOUNTS,
  ADMIN_PAGES,
  LANDING,
  type MeasuredPage,
  MEMBER_PAGES,
  REPEAT_VISITS,
  SIGN_IN_PAGES,
  STATIC_PAGE,
  type Visitor,
} from './pages';
import { precacheSize } from './precache';
import { runRepeatVisit } from './repeatVisit';
import { measureSignIn, SIGN_IN_LANDING } from './signIn';

/** The floors of a members' or admin page on a cold first load (docs/performance.md). */
const MEMBER_FLOORS = { performance: 80, accessibility: 100, cls: 0.05, tbt: 300 } as const;
/** The landing page's: its LCP at most this many times the static page's, JavaScript on load, scores. */
const LANDING_FLOORS = { lcpRatio: 1.3, scriptKb: 150, performance: 90, accessibility: 100, bestPractices: 95, seo: 100 } as const;
/** Every members' page on a repeat visit, the service worker answering: its LCP in milliseconds. */
const REPEAT_FLOORS = { lcp: 1000 } as const;
/** The interactions' INP (interactions.ts), the CPU slowed four times: milliseconds. */
const INP_FLOORS = { inp: 200 } as const;
/** A patient's first install: the bytes the service worker precaches. */
const PRECACHE_FLOORS = { bytes: 1024 * 1024 } as const;
/** The prerendered sign-in and sign-up pages' cold load (LCP, ms), and the sign-in's press to content (ms, signIn.ts). */
const SIGN_IN_FLOORS = { lcp: 2000, accessibility: 100, pressToContent: 800 } as const;

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const siteUrl = (argument('url') ?? `http://127.0.0.1:${PORTS.hosting}`).replace(/\/$/, '');
const runs = Number(argument('runs') ?? 3);
const parts = (argument('only') ?? 'landing,signin,members,admin,repeat,precache,inp').split(',');
/** `--paths=/profilo,/diario`: only these members' and admin pages (cold and repeat visits), to measure one change. */
const paths = argument('paths')?.split(',');
const chosen = (page: MeasuredPage) => !paths || paths.includes(page.path);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The cookies of a browser that signed in before: the session the sign-in sets, and the hint the
 * app then keeps (web/src/app/sessionHint.ts), as a Cookie header.
 */
async function signIn(as: Exclude<Visitor, 'visitatore'>): Promise<string> {
  const { email, password } = ACCOUNTS[as];
  const response = await fetch(`${siteUrl}/api/simple-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`Accesso di ${email} non riuscito: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .concat(`${SESSION_HINT_COOKIE}=1`)
    .join('; ');
}

type Medians = Omit<RunFigures, 'urls' | 'failing'> & { failing: string[]; urls: string[] };

function mediansOf(results: RunFigures[]): Medians {
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcp',
    'fcp',
    'tbt',
    'cls',
    'scriptBytes',
    'scripts',
    'requests',
  ] as const;
  const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])) as Omit<
    RunFigures,
    'urls' | 'failing'
  >;
  return { ...medians, failing: [...new Set(results.flatMap((result) => result.failing))], urls: results.flatMap((result) => result.urls) };
}

/** Lighthouse `runs` times on each page, the pages taking turns so that all see the same load. */
async function measure(pages: MeasuredPage[], cookies: Partial<Record<Visitor, string>>): Promise<Map<MeasuredPage, Medians>> {
  const results = new Map<MeasuredPage, RunFigures[]>(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const figures = await runLighthouse(`${siteUrl}${page.path}`, cookies[page.as]);
      results.get(page)!.push(figures);
      console.log(
        `  ${run}/${runs} ${page.as.padEnd(10)} ${page.path.padEnd(14)} performance ${figures.performance}, LCP ${(figures.lcp / 1000).toFixed(2)} s`,
      );
    }
  }
  return new Map([...results].map(([page, figures]) => [page, mediansOf(figures)]));
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function printTable(rows: [MeasuredPage, Medians][]) {
  const header = ['Pagina', 'Come', 'Perf', 'A11y', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'JS KB', 'Script', 'Richieste'];
  const lines = rows.map(([page, m]) => [
    page.path,
    page.as,
    String(m.performance),
    String(m.accessibility),
    seconds(m.fcp),
    seconds(m.lcp),
    m.cls.toFixed(3),
    m.tbt.toFixed(0),
    kb(m.scriptBytes),
    String(m.scripts),
    String(m.requests),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const misses: string[] = [];
const check = (met: boolean, description: string) => {
  if (!met) misses.push(description);
};

const cookies: Partial<Record<Visitor, string>> = {};
const pages: MeasuredPage[] = [];
if (parts.includes('landing')) pages.push(LANDING, STATIC_PAGE);
if (parts.includes('signin')) pages.push(...SIGN_IN_PAGES);
if (parts.includes('members')) {
  cookies.paziente = await signIn('paziente');
  pages.push(...MEMBER_PAGES.filter(chosen));
}
if (parts.includes('admin')) {
  cookies.admin = await signIn('admin');
  pages.push(...ADMIN_PAGES.filter(chosen));
}
if (parts.includes('repeat') || parts.includes('inp')) cookies.paziente ??= await signIn('paziente');
if (parts.includes('inp')) cookies.admin ??= await signIn('admin');

console.log(`Sito misurato: ${siteUrl}; Lighthouse (preset mobile, throttling simulato), ${runs} esecuzioni per pagina`);
const load = [loadavg()[0]!];
const medians = await measure(pages, cookies);
load.push(loadavg()[0]!);

if (medians.size) {
  console.log(
    `\nMediane di ${runs} esecuzioni (carico della macchina: ${load.map((value) => value.toFixed(2)).join(' -> ')}, ${new Date().toISOString()}):\n`,
  );
  printTable([...medians]);
}

for (const [page, m] of medians) {
  if (page.as === 'visitatore') continue;
  const name = `${page.path} (${page.as})`;
  check(m.performance >= MEMBER_FLOORS.performance, `${name}: performance ${m.performance} < ${MEMBER_FLOORS.performance}`);
  check(m.accessibility >= MEMBER_FLOORS.accessibility, `${name}: accessibilità ${m.accessibility} < ${MEMBER_FLOORS.accessibility}`);
  check(m.cls <= MEMBER_FLOORS.cls, `${name}: CLS ${m.cls.toFixed(3)} > ${MEMBER_FLOORS.cls}`);
  check(m.tbt <= MEMBER_FLOORS.tbt, `${name}: TBT ${m.tbt.toFixed(0)} ms > ${MEMBER_FLOORS.tbt} ms`);
  if (m.failing.length) console.log(`  ${name}, verifiche non superate: ${m.failing.join(', ')}`);
}

if (parts.includes('landing')) {
  const landing = medians.get(LANDING)!;
  const staticPage = medians.get(STATIC_PAGE)!;
  const ratio = landing.lcp / staticPage.lcp;
  console.log(`\nLCP della landing / LCP di ${STATIC_PAGE.path}: ${ratio.toFixed(2)} (obiettivo <= ${LANDING_FLOORS.lcpRatio})`);
  check(ratio <= LANDING_FLOORS.lcpRatio, `/: LCP ${ratio.toFixed(2)} volte quello di ${STATIC_PAGE.path} (> ${LANDING_FLOORS.lcpRatio})`);
  check(landing.performance >= LANDING_FLOORS.performance, `/: performance ${landing.performance} < ${LANDING_FLOORS.performance}`);
  check(
    landing.accessibility >= LANDING_FLOORS.accessibility,
    `/: accessibilità ${landing.accessibility} < ${LANDING_FLOORS.accessibility}`,
  );
  check(landing.seo >= LANDING_FLOORS.seo, `/: SEO ${landing.seo} < ${LANDING_FLOORS.seo}`);
  check(
    landing.bestPractices >= LANDING_FLOORS.bestPractices,
    `/: best practices ${landing.bestPractices} < ${LANDING_FLOORS.bestPractices}`,
  );
  console.log(`Landing: SEO ${landing.seo}, best practices ${landing.bestPractices}, accessibilità ${landing.accessibility}`);
  if (landing.failing.length) console.log(`  /, verifiche non superate: ${landing.failing.join(', ')}`);
  const firebase = [...new Set(landing.urls.filter((url) => /firebase|gstatic|googleapis/i.test(url)))];
  check(!firebase.length, `/: scarica Firebase (${firebase.join(', ')})`);

  const { onLoad, all } = await landingScripts(`${siteUrl}/`);
  const onLoadKb = onLoad.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  const allKb = all.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  console.log(
    `JavaScript della landing (gzip): ${onLoadKb.toFixed(1)} KB al caricamento in ${onLoad.length} file (obiettivo <= ${LANDING_FLOORS.scriptKb} KB), ${allKb.toFixed(1)} KB dopo lo scorrimento`,
  );
  check(onLoadKb <= LANDING_FLOORS.scriptKb, `/: ${onLoadKb.toFixed(1)} KB di JavaScript al caricamento (> ${LANDING_FLOORS.scriptKb} KB)`);
}

if (parts.includes('signin')) {
  for (const page of SIGN_IN_PAGES) {
    const m = medians.get(page)!;
    check(m.lcp <= SIGN_IN_FLOORS.lcp, `${page.path}: LCP ${seconds(m.lcp)} s > ${seconds(SIGN_IN_FLOORS.lcp)} s`);
    check(
      m.accessibility >= SIGN_IN_FLOORS.accessibility,
      `${page.path}: accessibilità ${m.accessibility} < ${SIGN_IN_FLOORS.accessibility}`,
    );
  }
  console.log(
    `\nAccesso, rete e CPU del telefono di Lighthouse (obiettivo <= ${SIGN_IN_FLOORS.pressToContent} ms da 'Accedi' al contenuto):`,
  );
  const times = await measureSignIn(siteUrl, runs, (line) => console.log(line));
  const pressToContent = median(times);
  console.log(`  da 'Accedi' al contenuto di ${SIGN_IN_LANDING.path}: ${pressToContent.toFixed(0)} ms (mediana di ${times.length})`);
  check(
    pressToContent <= SIGN_IN_FLOORS.pressToContent,
    `accesso: contenuto di ${SIGN_IN_LANDING.path} ${pressToContent.toFixed(0)} ms dopo 'Accedi' (> ${SIGN_IN_FLOORS.pressToContent} ms)`,
  );
}

if (parts.includes('repeat')) {
  // Each page installs the service worker in a new browser, then is measured again in it; the pages take turns.
  const repeatVisits = REPEAT_VISITS.filter(chosen);
  const figures = new Map<MeasuredPage, RunFigures[]>(repeatVisits.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of repeatVisits) {
      const result = await runRepeatVisit(`${siteUrl}${page.path}`, cookies.paziente!);
      figures.get(page)!.push(result);
      console.log(`  ${run}/${runs} ritorno     ${page.path.padEnd(14)} LCP ${seconds(result.lcp)} s (service worker attivo)`);
    }
  }
  console.log(`\nSeconda visita con il service worker (obiettivo LCP <= ${seconds(REPEAT_FLOORS.lcp)} s), mediane:\n`);
  const repeats = [...figures].map(([page, results]): [MeasuredPage, Medians] => [page, mediansOf(results)]);
  printTable(repeats);
  for (const [page, repeat] of repeats) {
    check(repeat.lcp <= REPEAT_FLOORS.lcp, `${page.path} (ritorno): LCP ${seconds(repeat.lcp)} s > ${seconds(REPEAT_FLOORS.lcp)} s`);
  }
}

if (parts.includes('inp')) {
  console.log(`\nInterazioni, CPU rallentata 4 volte (obiettivo INP <= ${INP_FLOORS.inp} ms):`);
  const durations = await measureInteractions(siteUrl, cookies, runs, (line) => console.log(line));
  for (const [interaction, values] of durations) {
    const inp = median(values);
    console.log(`  ${interaction.name.padEnd(30)} ${interaction.path.padEnd(16)} INP ${inp.toFixed(0)} ms (mediana di ${values.length})`);
    check(inp <= INP_FLOORS.inp, `${interaction.name} (${interaction.path}): INP ${inp.toFixed(0)} ms > ${INP_FLOORS.inp} ms`);
  }
}

if (parts.includes('precache')) {
  const precache = await precacheSize(siteUrl);
  console.log(
    `\nPrecache del service worker: ${precache.entries} voci, ${kb(precache.bytes)} KB (obiettivo <= ${kb(PRECACHE_FLOORS.bytes)} KB); le più grandi: ${precache.largest.map((entry) => `${entry.url} ${kb(entry.bytes)} KB`).join(', ')}`,
  );
  check(precache.bytes <= PRECACHE_FLOORS.bytes, `precache: ${kb(precache.bytes)} KB > ${kb(PRECACHE_FLOORS.bytes)} KB`);
}

console.log(misses.length ? `\nSoglie MANCATE:\n${misses.map((miss) => `  - ${miss}`).join('\n')}` : '\nTutte le soglie sono rispettate.');
process.exit(misses.length ? 1 : 0);
