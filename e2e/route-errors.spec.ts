import { FORM_READY_ATTRIBUTE } from '../web/src/shared/lib/prerenderedPages';
import { expect, test } from './fixtures';
import { adminSectionLink, ENTRY_CHUNK } from './helpers';

const MESSAGE = 'Si è verificato un problema nel caricare la pagina.';

// A deploy replaces the chunks' file names: a page still open then fails to load the next chunk.
test.describe('a page whose chunk cannot be loaded', () => {
  test("shows the message and 'Ricarica la pagina', which loads it again, to a member", async ({ page, member: _member }) => {
    let blocked = true;
    await page.route(/\/assets\/ClassroomPage-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/classroom');
    await expect(page.getByText(MESSAGE)).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });

  test("shows the message to a visitor too, even when MUI's own chunk is the one that failed", async ({ page }) => {
    await page.route(/\/assets\/MuiProviders-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/community');
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
  });

  test('shows it in place of an admin section only: the dashboard and the other sections still work', async ({ page, admin: _admin }) => {
    let blocked = true;
    await page.route(/\/assets\/OrdersSection-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/admin/ordini');
    await expect(page.getByText(MESSAGE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible();
    await expect(adminSectionLink(page, 'Ordini')).toHaveAttribute('aria-current', 'page');
    await adminSectionLink(page, 'Servizi').click();
    await expect(page.getByRole('region', { name: 'Servizi', exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
    blocked = false;
    await adminSectionLink(page, 'Ordini').click();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('region', { name: 'Ordini', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
});

// A page kept from before a deploy (the browser's cache, no service worker) names an entry that is gone.
test('a page whose entry cannot load is loaded again once, and starts', async ({ page }) => {
  let failures = 0;
  await page.route(ENTRY_CHUNK, (route) => (failures++ === 0 ? route.abort() : route.continue()));
  await page.goto('/login');
  await expect(page.locator(`form[${FORM_READY_ATTRIBUTE}]`)).toBeVisible();
  expect(failures).toBe(2);
});

test('an entry that never loads is not asked for in a loop', async ({ page }) => {
  let requests = 0;
  await page.route(ENTRY_CHUNK, (route) => {
    requests += 1;
    return route.abort();
  });
  await page.goto('/login');
  // The one reload's request, then nothing more: the form stays, as its HTML drew it.
  await expect.poll(() => requests).toBe(2);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect(requests).toBe(2);
});
