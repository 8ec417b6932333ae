import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_USER = { email: 'utente@demo.test', password: 'utente123' };
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'admin123' };

/** Fills the booking dialog's billing fields of a private patient, the name and e-mail being her profile's. */
export async function fillPrivateBilling(dialog: Locator) {
  await dialog.getByLabel('Telefono').fill('333 1234567');
  await dialog.getByLabel('Codice fiscale').fill('vrdmrt85a41h501s');
  await dialog.getByLabel('Indirizzo', { exact: false }).first().fill('Via Appia Nuova 80');
  await dialog.getByLabel('Città').fill('Roma');
  await dialog.getByLabel('CAP').fill('00183');
}

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Login effettuato!')).toBeVisible();
  // The login page leaves 200 ms after the toast: wait for that, and for the members' shell of the
  // page it opens to show the member's name, so a test's next navigation never races the redirect.
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.getByTestId('shell-user-name')).toBeVisible();
}

/** The app's entry chunk, whatever its build's hash. */
export const ENTRY_CHUNK = /\/assets\/index-[^/]*\.js$/;

/** Holds the app's entry chunk back until the answered function is called: until then a page is its prerendered HTML alone. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let startApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(ENTRY_CHUNK, async (route) => {
    await appHeld;
    await route.continue();
  });
  return startApp;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Resolves once no CSS transition runs on the page. */
async function transitionsOver(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length,
        ),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** Counts the CSS transitions that start on the page from now on (`transitionsStarted` reads the count). */
const countTransitions = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { transitionsStarted?: number };
    if (counted.transitionsStarted === undefined)
      document.addEventListener('transitionrun', () => (counted.transitionsStarted! += 1), true);
    counted.transitionsStarted = 0;
  });
const transitionsStarted = (page: Page) => page.evaluate(() => (window as unknown as { transitionsStarted: number }).transitionsStarted);

/**
 * Axe finds no WCAG 2.1 A or AA violation on the page, or inside `include` (a CSS selector). It
 * looks once no CSS transition runs: a dialog fading in, or a button its data enables, would have
 * its contrast read halfway. A transition that begins while axe reads (a list's data arriving, a
 * calendar drawn again) can still catch it halfway: when one began and axe found something, it
 * looks once more after it is over. A real violation is found both times.
 */
export async function expectNoViolations(page: Page, include?: string) {
  // axe.run in the page itself (the builder's legacy mode): its default finishes each check in a new
  // blank tab, a renderer of its own with axe injected a second time, which the pages here (no frame
  // of another origin) do not need. Only the violations come back with their nodes, not every node
  // that passed. The tours took a quarter less CPU with both (docs/testing.md). `options` replaces
  // what `withTags` sets, so it comes first.
  const analyze = async () => {
    let builder = new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .setLegacyMode();
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  await transitionsOver(page);
  await countTransitions(page);
  let summary = await analyze();
  if (summary.length > 0 && (await transitionsStarted(page)) > 0) {
    await transitionsOver(page);
    summary = await analyze();
  }
  expect(summary).toEqual([]);
}

/**
 * Opens an admin section at its own address (`/admin/ordini`) and waits until it shows: its link
 * marked as the current page. Returns the section (a region named as its link).
 */
export async function openAdminSection(page: Page, key: string, name: string): Promise<Locator> {
  await page.goto(`/admin/${key}`);
  // The first visit loads the admin area's chunks: on a busy machine that can take a while.
  await expect(adminSectionLink(page, name)).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
  return page.getByRole('region', { name, exact: true });
}

/** The link of an admin section in the admin's navigation ('Ordini'). */
export function adminSectionLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: "Sezioni dell'amministrazione" }).getByRole('link', { name, exact: true });
}

/** A second phone, signed in as another user (their session cookie): the doctor's, beside the patient's. */
export async function phoneSignedInAs(browser: Browser, baseURL: string, user: { cookie: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const separator = user.cookie.indexOf('=');
  await context.addCookies([
    { name: user.cookie.slice(0, separator), value: user.cookie.slice(separator + 1), url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}
