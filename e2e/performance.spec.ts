/**
 * The structural rules behind the performance figures (docs/performance.md; the timings
 * themselves are measured by `npm run perf`, never asserted here): the landing page is prerendered
 * with its schema.org data and loads no members' code; a members' page loads a bounded number of
 * scripts, fits a 390 px phone without horizontal scrolling, and its header shows the member's
 * name and points whole.
 */
import type { Page } from '@playwright/test';

import { ADMIN_PAGES, MEMBER_PAGES } from '../tools/perf/pages';
import { APP_START_MARK } from '../web/src/app/afterFirstPaint';
import { SESSION_HINT_COOKIE } from '../web/src/app/sessionHint';
import { site } from '../web/src/config/site';
import { RATING } from '../web/src/features/landing/content/claims';
import { expect, test } from './fixtures';

/**
 * At most this many scripts for a members' page (the page's start script, the entry, MUI, the
 * members' frame, the page and the shared chunks of the API client; 40-46 measured, 46 for
 * /diario, against 52-70 before the members' start was reworked, and 49 before zod and the schemas
 * that need it became one chunk)...
 */
const MEMBER_SCRIPT_BUDGET = 46;
/** ...and for an admin page (tables, dialogs and charts on top; 47 measured for /admin). */
const ADMIN_SCRIPT_BUDGET = 47;
/** The members' code: a landing page that requests one of these has pulled in the members' area. */
const MEMBERS_CODE = /\/assets\/(mui|icons|MuiProviders|MemberShell|pageData)-/;
/** zod and the schemas that need it (web/vite.config.ts): the landing page loads them only for its form. */
const SCHEMAS_CHUNK = /\/assets\/schemas-/;

const PHONE = { width: 390, height: 844 };

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

test.describe('landing page: prerendered, with its schema.org data', () => {
  test("GET / carries the page's whole text, the nav and the contact form's fields", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const landing = html.slice(html.indexOf('<div id="landing">'));
    expect(landing).toContain('Ritrova il benessere del tuo intestino');
    expect(landing).toContain('<nav');
    for (const studio of site.studios) expect(landing).toContain(studio.name);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'message']) expect(landing).toMatch(new RegExp(`name="${field}"`));
    // The prerender adds no executable inline script (the CSP allows none): only the JSON-LD data block.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!.trim());
    expect(inline).toEqual(['type="application/ld+json"']);
  });

  test("the JSON-LD describes the practice, the doctor and the six studios from the site's configuration", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(block!) as { '@context': string; '@graph': JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    const practice = data['@graph'].find((node) => node['@type'] === 'MedicalBusiness')!;
    const doctor = data['@graph'].find((node) => node['@type'] === 'Person')!;
    expect(doctor.name).toBe(site.doctorName);
    expect(practice).toMatchObject({
      telephone: site.phone,
      email: site.email,
      medicalSpecialty: 'https://schema.org/DietNutrition',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, reviewCount: RATING.count },
    });
    const studios = practice.department as JsonLdNode[];
    expect(studios).toHaveLength(6);
    for (const [index, studio] of studios.entries()) {
      expect(studio).toMatchObject({
        name: site.studios[index]!.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.studios[index]!.street,
          postalCode: site.studios[index]!.postalCode,
          addressLocality: 'Roma',
        },
      });
      expect(studio.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '19:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
      ]);
    }
  });

  test('React takes the prerendered page over without a mismatch, and loads no members code, nor zod before the form is used', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    // The same element before and after hydration: React kept the server's DOM node.
    await heading.evaluate((element) => element.setAttribute('data-prerendered', ''));
    await expect(page.locator('[data-interactive]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => SCHEMAS_CHUNK.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'Prenota Consulenza' }).first().click();
    await expect(page.locator('#contatti')).toBeInViewport();
    await expect(heading).toHaveAttribute('data-prerendered', '');
    // The form's checks and its call come with the first focus in it.
    await page.getByLabel('Nome', { exact: true }).focus();
    await expect.poll(() => scripts.filter((path) => SCHEMAS_CHUNK.test(path)).length).toBe(1);
    // Nothing in the console: no hydration mismatch, no 401 of a session call (a visitor's browser
    // asks for none), no eval refused by the Content-Security-Policy, no unknown header feature.
    expect(problems).toEqual([]);
    expect(scripts.filter((path) => MEMBERS_CODE.test(path))).toEqual([]);
  });

  test('without JavaScript the landing page shows its content', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#contatti').getByRole('textbox').first()).toBeAttached();
    await context.close();
  });
});

test.describe("members' pages", () => {
  test('a member on "/" never sees the landing page: the skeleton is painted before any script runs', async ({
    page,
    baseURL,
    member: _member,
  }) => {
    await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: baseURL! }]);
    // No module script runs: what shows is what the HTML and the head's hint script paint.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Caricamento' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  });

  /** The page at `path` on a phone: the scripts it requested, once its frame shows the user. */
  async function openOnPhone(page: Page, path: string) {
    await page.setViewportSize(PHONE);
    // Every layout shift the page makes while it loads (what Lighthouse adds up as CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(path);
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    return scripts;
  }

  /** The skeleton paints before any chunk is asked for and before the app's entry runs (web/src/app/afterFirstPaint.ts). */
  async function expectAppAfterFirstPaint(page: Page, path: string) {
    const order = await page.evaluate((mark) => {
      const chunks = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return {
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
        appStart: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NEGATIVE_INFINITY,
      };
    }, APP_START_MARK);
    expect(order.firstChunk, `${path}: un chunk chiesto prima del primo paint`).toBeGreaterThanOrEqual(order.firstPaint);
    expect(order.appStart, `${path}: l'app partita prima del primo paint`).toBeGreaterThanOrEqual(order.firstPaint);
  }

  async function expectNoHorizontalScroll(page: Page, path: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scorre in orizzontale di ${overflow} px`).toBeLessThanOrEqual(0);
  }

  for (const { path } of MEMBER_PAGES) {
    test(`${path}: a bounded number of scripts, no horizontal scrolling at 390 px, no layout shift, the header whole`, async ({
      page,
      member: _member,
    }) => {
      const scripts = await openOnPhone(page, path);
      expect(scripts.size, `${path}: ${scripts.size} script`).toBeLessThanOrEqual(MEMBER_SCRIPT_BUDGET);
      await expectAppAfterFirstPaint(page, path);
      await expectNoHorizontalScroll(page, path);
      // What loads late has its place kept: nothing below it moves (CLS at most 0.05).
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shift, `${path}: spostamento del layout ${shift.toFixed(3)}`).toBeLessThanOrEqual(0.05);
      // The header shows the name and the points whole, not cut with an ellipsis.
      await expect(page.getByTestId('shell-user-name')).toHaveText('Marta Verdi');
      await expect(page.getByTestId('shell-points')).toHaveText('0 punti');
      for (const testId of ['shell-user-name', 'shell-points']) {
        const cut = await page.getByTestId(testId).evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(cut, `${path}: ${testId} tagliato`).toBe(false);
      }
    });
  }

  for (const { path } of ADMIN_PAGES) {
    test(`${path} (admin): a bounded number of scripts, no horizontal scrolling at 390 px`, async ({ page, admin: _admin }) => {
      const scripts = await openOnPhone(page, path);
      expect(scripts.size, `${path}: ${scripts.size} script`).toBeLessThanOrEqual(ADMIN_SCRIPT_BUDGET);
      await expectNoHorizontalScroll(page, path);
    });
  }
});
