import { expect, test } from './fixtures';
import { DEMO_USER } from './helpers';

const MINUTE = 60 * 1000;

test.describe('an ended session', () => {
  test('opens the login page with the note, and after signing in returns to the page the member was on', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Login effettuato!')).toBeVisible();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/invoices?anno=2026');
    await expect(page).toHaveURL(/\/invoices/);

    // 31 minutes without requests, on the emulators' test clock (functions/src/shared/clock.ts). The
    // page is left first: a late read of the open page would otherwise carry the clock, end the
    // session and clear its cookie before the new load asks, which then is simply signed out.
    await page.goto('about:blank');
    await page.setExtraHTTPHeaders({ 'X-Test-Now': String(Date.now() + 31 * MINUTE) });
    await page.goto('/invoices?anno=2026');
    await expect(page).toHaveURL(/\/login\?redirect=%2Finvoices%3Fanno%3D2026&scaduta=1$/);
    await expect(page.getByText('La sessione è scaduta: accedi di nuovo per tornare alla pagina in cui eri.')).toBeVisible();

    await page.setExtraHTTPHeaders({});
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/invoices\?anno=2026$/);
  });

  test('never sends the person to another site after signing in', async ({ page }) => {
    for (const redirect of ['//esempio.test/finto', '/\\esempio.test', 'https://esempio.test/']) {
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Password').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/community$/);
      // Signed out by dropping the cookie: a real logout revokes every session of the demo member,
      // also those of the tests running beside this one.
      await page.context().clearCookies();
    }
  });
});
