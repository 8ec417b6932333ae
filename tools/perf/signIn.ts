/**
 * The sign-in as a patient lives it on a phone: the time from her press of 'Accedi' to the first
 * post of the page she lands on (SPEC's `/community`), the 200 ms pause after the answer included.
 * Playwright in Debian's Chromium with Lighthouse's phone (`mobileSlow4G`) applied through the
 * DevTools protocol: 150 ms round trips, its bandwidth, the CPU slowed four times; a phone's
 * viewport and touch, a browser that never saw the site. DevTools adds its latency once per
 * request, so each request here pays one round trip, as on a phone's open connection (the page's
 * own); Lighthouse's DevTools preset adds 3.75 round trips a request (562 ms, standing for a new
 * connection's handshakes), which `--signin-latency=562` measures. The
 * form is filled once the page has settled, as a patient takes a few seconds to type: by then the
 * login page has fetched the next page's chunk at idle priority (docs/performance.md, Sign-in).
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { DEMO_USER } from '../seed/demoAccounts';

/** Where the sign-in leads without a `?redirect=`, and what shows that its content is there. */
export const SIGN_IN_LANDING = { path: '/community', content: 'main article' } as const;

const PHONE = throttling.mobileSlow4G;
/** The chunk of the first page, which the login page fetches at idle priority while the form is on screen. */
const PREFETCHED_PAGE = 'CommunityPage';
/** How long the network stays quiet before she presses, ms. */
const QUIET_MS = 1000;
/** DevTools' added latency per request, ms: one round trip unless the command says otherwise. */
const latency = Number(process.argv.find((arg) => arg.startsWith('--signin-latency='))?.split('=')[1] ?? PHONE.rttMs);

/** Milliseconds from the press to the first paint with the content on screen, measured in the page. */
async function pressToContent(page: Page): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button[type="submit"]'))
          (window as unknown as { pressedAt: number }).pressedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('button', { name: 'Accedi' }).click();
  // Polled on every frame: the time of the first frame that has it.
  const shownAt = await page.waitForFunction((selector) => document.querySelector(selector) && performance.now(), SIGN_IN_LANDING.content, {
    polling: 'raf',
    timeout: 60_000,
  });
  return ((await shownAt.jsonValue()) as number) - (await page.evaluate(() => (window as unknown as { pressedAt: number }).pressedAt));
}

async function measureOnce(browser: Browser, siteUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'it-IT' });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
    await page.goto(`${siteUrl}/login`, { timeout: 120_000 });
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    // She types for a few seconds: time enough for what the page fetches at idle priority (the next
    // page's chunk first). Then no new request for a second.
    await page.waitForFunction(
      ({ chunk, quietMs }) => {
        const resources = performance.getEntriesByType('resource');
        if (!resources.some((entry) => entry.name.includes(`/assets/${chunk}-`))) return false;
        const seen = window as unknown as { resourceCount?: number; countSince?: number };
        if (seen.resourceCount !== resources.length)
          Object.assign(seen, { resourceCount: resources.length, countSince: performance.now() });
        return performance.now() - seen.countSince! >= quietMs;
      },
      { chunk: PREFETCHED_PAGE, quietMs: QUIET_MS },
      { timeout: 120_000, polling: 100 },
    );
    const content = await pressToContent(page);
    await page.waitForURL(`**${SIGN_IN_LANDING.path}`);
    return content;
  } finally {
    await context.close();
  }
}

/** The sign-in `runs` times, each in a new browser context; the times in milliseconds. */
export async function measureSignIn(siteUrl: string, runs: number, log: (line: string) => void): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const times: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      times.push(await measureOnce(browser, siteUrl));
      log(`  ${run}/${runs} accesso: contenuto di ${SIGN_IN_LANDING.path} ${times.at(-1)!.toFixed(0)} ms dopo 'Accedi'`);
    }
  } finally {
    await browser.close();
  }
  return times;
}
