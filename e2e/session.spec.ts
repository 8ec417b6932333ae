import { FORM_READY_ATTRIBUTE } from '../web/src/shared/lib/prerenderedPages';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER, holdTheApp, signIn } from './helpers';

test.describe('sign-in and routes by session state', () => {
  test('the member signs in and reaches the community in the members shell, without Admin', async ({ page }) => {
    await signIn(page, DEMO_USER);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId('shell-user-name')).toHaveText('Giulia Bianchi');
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' }).first();
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('the admin signs in and sees the Admin item; /admin opens', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/community$/);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' }).first();
    await nav.getByRole('link', { name: 'Admin' }).click();
    // /admin leads to its first section as soon as the admin's chunk is in: the address to wait for.
    await expect(page).toHaveURL(/\/admin\/contenuti$/);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  });

  // Empty fields (the form's own check): web/src/accounts/routes/LoginPage.test.tsx.
  test('a wrong password shows the login error toast and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('sbagliata');
    const response = page.waitForResponse('**/api/simple-login');
    await page.getByRole('button', { name: 'Accedi' }).click();
    expect((await response).status()).toBe(401);
    await expect(page.getByText('Errore di login')).toBeVisible();
    await expect(page.getByText('Credenziali non valide')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form, filled and sent before the app has come, signs in once the app starts', async ({ page }) => {
    const startApp = await holdTheApp(page);
    await page.goto('/login?redirect=%2Fdiario', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    // The browser's own submission is stopped: the password never goes into the address.
    expect(page.url()).toMatch(/\/login\?redirect=%2Fdiario$/);
    startApp();
    await expect(page).toHaveURL(/\/diario$/);
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
  });

  test('the sign-up form keeps what was typed and ticked before the app took it over', async ({ page }) => {
    const startApp = await holdTheApp(page);
    await page.goto('/registrati', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
    await page.getByText('Ho letto e accetto').click();
    startApp();
    await expect(page.locator(`form[${FORM_READY_ATTRIBUTE}]`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Anna');
    await expect(page.getByRole('checkbox')).toBeChecked();
    // The form's own check agrees: the name and the consent are not among the errors.
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByText('Inserisci il tuo cognome')).toBeVisible();
    await expect(page.getByText('Inserisci il tuo nome')).toHaveCount(0);
    await expect(page.getByText("Devi accettare l'informativa")).toHaveCount(0);
  });

  for (const path of ['/classroom', '/invoices']) {
    test(`a visitor on ${path} signs in and comes back to ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
      await page.getByLabel('Email').fill(DEMO_USER.email);
      await page.getByLabel('Password').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('shell-user-name')).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/pagina-che-non-esiste');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('a member on an admin route sees the 404 page', async ({ page, member: _member }) => {
    await page.goto('/analytics');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('logout returns to the landing page and the session is gone', async ({ page, member: _member }) => {
    await page.goto('/community');
    await page.getByRole('link', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/$/);
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
  });
});
