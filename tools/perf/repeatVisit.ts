/**
 * The members' home on a repeat visit (docs/offline.md): a first load installs the service worker
 * and fills its precache; Lighthouse then loads the page again in the same browser, with the
 * service worker answering the HTML and the chunks, as a patient opening the app finds it.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { lighthouseOn, type RunFigures, setCookies } from './lighthouse';

/** Loads `url` once and waits until the service worker is active and controls the page. */
async function installServiceWorker(port: number, url: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Lighthouse on `url` with the service worker installed by a first load; `cookies` as for runLighthouse. */
export async function runRepeatVisit(url: string, cookies: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    await setCookies(chrome.port, url, cookies);
    await installServiceWorker(chrome.port, url);
    return await lighthouseOn(chrome.port, url, { keepStorage: true });
  } finally {
    chrome.kill();
  }
}
