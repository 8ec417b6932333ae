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

/** Runs Lighthouse on `url`, sending `cookie` (the session, when signed in) with every request. */
export async function runLighthouse(url: string, cookie?: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
  } finally {
    chrome.kill();
  }
}
