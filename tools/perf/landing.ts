/**
 * npm run perf: measures the landing page (/) of the production build served by the running local
 * stack (`npm start`; STACK_PORT_OFFSET respected, or --url=http://host:port). It builds nothing.
 *
 * 1. JavaScript a signed-out visitor downloads for /, gzip (zlib's default level, as Hosting sends
 *    it): every script response while the page loads until the network is idle, and again after
 *    scrolling to the bottom (the lazy carousel). Targets: on load <= 150 KB.
 * 2. Lighthouse (mobile preset, simulated throttling) in Debian's Chromium: performance >= 90,
 *    accessibility 100, best practices >= 95, SEO 100. Lighthouse scales the CPU time it observes,
 *    so a busy machine lowers the performance score: it runs 3 times (`--runs=N`) and the median
 *    of each score counts.
 *
 * `--no-lighthouse` skips part 2. Exits with 1 when a target is missed.
 */
import '../node22';

import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

import { chromium, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { PORTS } from '../ports';

const JS_BUDGET_KB = 150;
const SCORE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const siteUrl = (argument('url') ?? `http://127.0.0.1:${PORTS.hosting}`).replace(/\/$/, '');
const pageUrl = `${siteUrl}/`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Script {
  url: string;
  gzip: number;
}

async function scriptOf(response: Response): Promise<Script | undefined> {
  if (response.request().resourceType() !== 'script' || !response.ok()) return undefined;
  return { url: response.url(), gzip: gzipSync(await response.body()).length };
}

async function measureJavaScript() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // A new context: no cookies, so a signed-out visitor on a phone.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Promise<Script | undefined>[] = [];
    page.on('response', (response) => pending.push(scriptOf(response)));

    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const onLoad = (await Promise.all(pending)).filter((script): script is Script => Boolean(script));

    // Scroll through the page as a reader would, so every lazy part loads.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const all = (await Promise.all(pending)).filter((script): script is Script => Boolean(script));
    return { onLoad, all };
  } finally {
    await browser.close();
  }
}

type LighthouseRun = Awaited<ReturnType<typeof runLighthouse>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(SCORE_TARGETS),
    });
    if (!result) throw new Error('Lighthouse non ha prodotto un risultato');
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(SCORE_TARGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof SCORE_TARGETS, number>;
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${audits[id]?.title} ${audits[id]?.displayValue}`)
      .join(', ');
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${audit.id} (${audit.title})`);
    return { scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}

function printScripts(title: string, scripts: Script[]) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`\n${title}: ${kb(total)} KB gzip in ${scripts.length} file`);
  for (const script of scripts) console.log(`  ${kb(script.gzip).padStart(6)} KB  ${new URL(script.url).pathname}`);
  return total;
}

let missed = false;
console.log(`Pagina misurata: ${pageUrl}`);

const { onLoad, all } = await measureJavaScript();
const onLoadTotal = printScripts('JavaScript scaricato al caricamento di /', onLoad);
const lazy = all.filter((script) => !onLoad.some((loaded) => loaded.url === script.url));
const allTotal = onLoadTotal + printScripts('In più scorrendo fino in fondo (parti caricate in differita)', lazy);
console.log(`\nTotale dopo lo scorrimento: ${kb(allTotal)} KB gzip`);
const firebase = all.filter((script) => /firebase|gstatic|googleapis/i.test(script.url));
if (firebase.length) console.log(`ATTENZIONE: script di Firebase scaricati: ${firebase.map((script) => script.url).join(', ')}`);
if (onLoadTotal / 1024 > JS_BUDGET_KB || firebase.length) missed = true;
console.log(`Obiettivo al caricamento <= ${JS_BUDGET_KB} KB: ${onLoadTotal / 1024 <= JS_BUDGET_KB ? 'raggiunto' : 'MANCATO'}`);

if (!process.argv.includes('--no-lighthouse')) {
  const runs: LighthouseRun[] = [];
  const count = Number(argument('runs') ?? 3);
  for (let run = 1; run <= count; run += 1) {
    runs.push(await runLighthouse());
    const { scores, metrics } = runs.at(-1)!;
    console.log(
      `\nLighthouse ${run}/${count}: ${Object.entries(scores)
        .map(([key, score]) => `${key} ${score}`)
        .join(', ')}\n  ${metrics}`,
    );
  }
  console.log(`\nLighthouse (preset mobile), mediana di ${count} esecuzioni; carico della macchina: ${loadavg()[0]!.toFixed(2)}`);
  for (const [category, target] of Object.entries(SCORE_TARGETS)) {
    const score = median(runs.map((run) => run.scores[category as keyof typeof SCORE_TARGETS]));
    const met = score >= target;
    if (!met) missed = true;
    console.log(`  ${category.padEnd(15)} ${String(score).padStart(3)}  (obiettivo >= ${target}) ${met ? '' : 'MANCATO'}`);
  }
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  if (failing.length) console.log(`  Verifiche non superate: ${failing.join(', ')}`);
}

process.exit(missed ? 1 : 0);
