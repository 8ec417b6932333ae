import { expect, type Page } from '@playwright/test';

export const DEMO_USER = { email: 'utente@demo.test', password: 'utente123' };
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'admin123' };

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Login effettuato!')).toBeVisible();
  // The login page leaves 200 ms after the toast: wait for that, and for the page it opens to
  // settle, so a test's next navigation never races the redirect or its requests.
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
}
