/**
 * A visitor's tour of every page a visitor can open (e2e/tour.ts): headers, policy, axe and the
 * phone's layout on each. On the landing page, besides: React takes the prerendered page over
 * without a mismatch and loads no members' code, nor zod before the form is used
 * (docs/performance.md), and the policy blocks an injected inline script.
 */
import { expect, type Page, test } from '@playwright/test';

import { startTour, type TourStop, type Visit } from './tour';

/** The members' code: a landing page that requests one of these has pulled in the members' area. */
const MEMBERS_CODE = /\/assets\/(mui|icons|MuiProviders|MemberShell|pageData)-/;
/** zod and the schemas that need it (web/vite.config.ts): the landing page loads them only for its form. */
const SCHEMAS_CHUNK = /\/assets\/schemas-/;

const requested = (visit: Visit, pattern: RegExp) =>
  [...visit.scripts].map((url) => new URL(url).pathname).filter((path) => pattern.test(path));

/** The heading, marked as soon as the page is there: the same element after hydration means React kept the server's DOM node. */
async function hydrated(page: Page) {
  await page.getByRole('heading', { level: 1 }).evaluate((element) => element.setAttribute('data-prerendered', ''));
  await expect(page.locator('[data-interactive]')).toBeAttached();
}

async function landingChecks(page: Page, visit: Visit) {
  // By now (hydrated, axe done) every script the page loads on its own has been asked for.
  expect(requested(visit, SCHEMAS_CHUNK)).toEqual([]);
  await page.getByRole('button', { name: 'Prenota Consulenza' }).filter({ visible: true }).first().click();
  await expect(page.locator('#contatti')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-prerendered', '');
  // The form's checks and its call come with the first focus in it.
  await page.getByLabel('Nome', { exact: true }).focus();
  await expect.poll(() => requested(visit, SCHEMAS_CHUNK).length).toBe(1);
  // Nothing in the console: no hydration mismatch, no 401 of a session call (a visitor's browser
  // asks for none), no eval refused by the Content-Security-Policy, no unknown header feature.
  expect(visit.problems).toEqual([]);
  expect(requested(visit, MEMBERS_CODE)).toEqual([]);

  // The policy blocks an injected inline script, and the tour's watcher reports it.
  expect(visit.violations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => visit.violations.length).toBeGreaterThan(0);
  visit.violations.length = 0;
}

const VISITOR_TOUR: TourStop[] = [
  { path: '/', ready: hydrated, then: landingChecks },
  { path: '/login' },
  { path: '/registrati' },
  { path: '/password-dimenticata' },
  { path: '/account/azione?mode=resetPassword&oobCode=x' },
  { path: '/services', ready: (page) => expect(page.getByTestId('service-card').first()).toBeVisible() },
  { path: '/calendar', ready: (page) => expect(page.getByTestId('public-event').first()).toBeVisible() },
  { path: '/community', ready: (page) => expect(page.getByTestId('likes-count').first()).toBeVisible() },
  { path: '/privacy.html' },
  { path: '/cookie.html' },
  { path: '/termini.html' },
  { path: '/pagina-che-non-esiste' },
];

test("a visitor's tour: every page once, on a phone", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const visit = await startTour(page);
  for (const stop of VISITOR_TOUR) await test.step(stop.path, () => visit(stop));

  await test.step('/ without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    await noScript.goto('/');
    await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noScript.locator('#contatti').getByRole('textbox').first()).toBeAttached();
    await context.close();
  });
});
