/**
 * The page tours (tour-visitor, tour-member and tour-admin.spec.ts): one browser page that visits
 * every page of a role once, on a 390 px phone, and checks there, once, what every page owes: the
 * security headers of its document, no Content-Security-Policy violation, no axe violation (WCAG
 * 2.1 A and AA), no horizontal scrolling and, where a budget or a layout-shift limit applies, the
 * scripts it loaded and how much its layout moved (docs/performance.md). A page counts as ready
 * once its h1 shows and nothing on it is loading any more: no waiting for the network to go idle.
 */
import { expect, type Page, test } from '@playwright/test';

import { APP_START_MARK } from '../web/src/app/afterFirstPaint';
import { expectNoViolations } from './helpers';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * At most this many scripts for a members' page (the page's start script, the entry, MUI, the
 * members' frame, the page and the shared chunks of the API client; 40-46 measured, 46 for
 * /diario, against 52-70 before the members' start was reworked, and 49 before zod and the schemas
 * that need it became one chunk)...
 */
export const MEMBER_SCRIPT_BUDGET = 46;
/** ...and for an admin page (tables, dialogs and charts on top; 47 measured for /admin). */
export const ADMIN_SCRIPT_BUDGET = 47;
/**
 * The doctor's pages, as measured when `npm run perf` began to measure them: a ratchet, lowered
 * when one of them sheds a chunk. Her agenda adds the availability and the requests to the admin
 * shell; a patient's record shows the diary, the plan, FODMAP and the measurements together.
 */
export const DOCTOR_SCRIPT_BUDGETS = { agenda: 49, patientRecord: 57, conversation: 41 } as const;

/** The hardening headers every answer of the site carries, a page's document as much as an API call. */
export function expectSecurityHeaders(headers: Record<string, string>, path: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).toContain("base-uri 'self'");
  expect(csp, path).toContain("form-action 'self'");
  expect(csp, path).toMatch(/script-src 'self'(;|$)/);
  expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
}

/**
 * What is still loading: the members' skeleton, a list's loading state or the spinner inside it,
 * MUI's placeholders, an indeterminate progress bar (a determinate one, a course's progress, has a value).
 */
const LOADING = [
  '[aria-label^="Caricamento"]',
  '.MuiCircularProgress-root',
  '.MuiSkeleton-root',
  '[role="progressbar"]:not([aria-valuenow])',
].join(', ');

/** The page is ready: its h1 shows and nothing on it is loading any more. */
export async function expectPageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
}

export interface TourStop {
  path: string;
  /** What else the page shows once it is ready (a card of its data), before it is checked. */
  ready?: (page: Page) => Promise<void>;
  /** Where axe looks (a CSS selector, 'main'): the whole page by default. */
  axe?: string;
  /** At most this many scripts for the page. */
  scriptBudget?: number;
  /** The members' pages: the app starts after the first paint, and the layout moves by at most CLS 0.05. */
  membersStart?: boolean;
  /** What the tour does and checks on the page after the checks every page owes (a dialog, the header). */
  then?: (page: Page, visit: Visit) => Promise<void>;
}

/** What the tour saw of one page while it loaded. */
export interface Visit {
  path: string;
  /** The scripts the page asked for (their URLs). */
  scripts: Set<string>;
  /** The console's errors and warnings, and the page's uncaught errors. */
  problems: string[];
  /** The policy violations the tour has seen so far (none, or the page fails). */
  violations: string[];
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * A tour on `page`: sets the phone's viewport, watches the console for policy violations and
 * every page for its layout shifts (what Lighthouse adds up as CLS). `visit` opens and checks one page.
 */
export async function startTour(page: Page) {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const violations: string[] = [];
  let current: Visit = { path: '', scripts: new Set(), problems: [], violations };
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    if (['error', 'warning'].includes(message.type())) current.problems.push(message.text());
  });
  page.on('pageerror', (error) => current.problems.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') current.scripts.add(request.url());
  });

  async function visit(stop: TourStop) {
    const { path } = stop;
    current = { path, scripts: new Set(), problems: [], violations };
    const response = await page.goto(path);
    expectSecurityHeaders(response!.headers(), path);
    await expectPageReady(page);
    await stop.ready?.(page);
    // The count beside the report, to see how close a page is to its budget.
    test.info().annotations.push({ type: 'scripts', description: `${path}: ${current.scripts.size}` });
    if (stop.scriptBudget !== undefined) {
      expect(current.scripts.size, `${path}: ${current.scripts.size} script`).toBeLessThanOrEqual(stop.scriptBudget);
    }
    if (stop.membersStart) {
      await expectAppAfterFirstPaint(page, path);
      // What loads late has its place kept: nothing below it moves (CLS at most 0.05).
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shift, `${path}: spostamento del layout ${shift.toFixed(3)}`).toBeLessThanOrEqual(0.05);
    }
    await expectNoHorizontalScroll(page, path);
    await expectNoViolations(page, stop.axe);
    await stop.then?.(page, current);
    expect(violations, `${path}: violazioni della Content-Security-Policy`).toEqual([]);
  }

  return visit;
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

/**
 * Checks the page on a desktop screen too (the frame's wide layout: its side navigation), with
 * axe on the whole page, and goes back to the phone.
 */
export async function expectNoViolationsOnDesktop(page: Page) {
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).first()).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize(PHONE);
}
