/**
 * One Lighthouse run (mobile preset, simulated throttling) in Debian's Chromium, reduced to the
 * figures `npm run perf` prints: scores, LCP, CLS, TBT, JavaScript bytes and request count.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire of every script the page loaded. */
  scriptBytes: number;
  scripts: number;
  requests: number;
  /** Every requested URL, for the checks that look at what was loaded (Firebase on the landing page). */
  urls: string[];
  /** Binary audits that failed (an accessibility rule, say). */
  failing: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The cookies of a Cookie header, for a browser's jar, set for `url`. */
export const cookiesOf = (header: string, url: string) =>
  header.split('; ').map((pair) => {
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url };
  });

/**
 * Puts `cookies` ("name=value; name=value") in the browser's cookie jar through the DevTools
 * protocol, as a browser that signed in before has them: the page's scripts see them too (the
 * session hint), which a Cookie header added to each request would not give.
 */
export async function setCookies(port: number, url: string, cookies: string) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answer = new Promise((resolve) => {
    socket.onmessage = resolve;
  });
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookiesOf(cookies, url) } }));
  await answer;
  socket.close();
}

/** Runs Lighthouse on `url`, with `cookies` (the session and its hint, when signed in) in the browser. */
export async function runLighthouse(url: string, cookies?: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    // Lighthouse would clear the cookies just set.
    return await lighthouseOn(chrome.port, url, { keepStorage: Boolean(cookies) });
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run in the Chromium listening on `port`. `keepStorage` keeps what the browser
 * holds (cookies, the service worker and its caches) instead of starting from an empty profile.
 */
export async function lighthouseOn(port: number, url: string, { keepStorage }: { keepStorage: boolean }): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => !request.url.startsWith('data:'),
  );
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
    requests: requests.length,
    urls: requests.map((request) => request.url),
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}
