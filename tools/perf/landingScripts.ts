/**
 * The JavaScript a signed-out visitor downloads for the landing page, gzip (zlib's default level,
 * as Hosting sends it): every script response while the page loads until the network is idle, and
 * again after scrolling to the bottom (the lazy carousel).
 */
import { gzipSync } from 'node:zlib';

import { chromium, type Response } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface Script {
  url: string;
  gzip: number;
}

async function scriptOf(response: Response): Promise<Script | undefined> {
  if (response.request().resourceType() !== 'script' || !response.ok()) return undefined;
  return { url: response.url(), gzip: gzipSync(await response.body()).length };
}

export async function landingScripts(pageUrl: string): Promise<{ onLoad: Script[]; all: Script[] }> {
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
