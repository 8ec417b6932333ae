import { expect, test } from './fixtures';
import { adminSectionLink, openAdminSection } from './helpers';

// The admin area's sections, each at its own address, with its region and the heading it shows
// (docs/product.md, Screens).
const SECTIONS = [
  { key: 'contenuti', name: 'Contenuti', heading: 'Post della community' },
  { key: 'corsi', name: 'Corsi', heading: 'Corsi' },
  { key: 'ordini', name: 'Ordini', heading: 'Ordini' },
  { key: 'eventi', name: 'Eventi', heading: 'Eventi' },
  { key: 'servizi', name: 'Servizi', heading: 'Servizi' },
  { key: 'richieste', name: 'Richieste', heading: 'Richieste di consulenza' },
  { key: 'membri', name: 'Membri', heading: 'Membri' },
  { key: 'registro', name: 'Registro', heading: 'Registro delle modifiche' },
  { key: 'pazienti', name: 'Pazienti', heading: 'Pazienti' },
  { key: 'messaggi', name: 'Messaggi', heading: 'Messaggi dei pazienti' },
];

test.describe('the admin sections are routes', () => {
  test('every /admin/<section> shows its section under the dashboard, its link alone marked current', async ({ page, admin: _admin }) => {
    test.setTimeout(120_000);
    for (const { key, name, heading } of SECTIONS) {
      const section = await openAdminSection(page, key, name);
      await expect(page).toHaveURL(new RegExp(`/admin/${key}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Amministratore' })).toBeVisible();
      await expect(section.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
      const current = page.getByRole('navigation', { name: "Sezioni dell'amministrazione" }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(name);
    }
  });

  test("an old /admin?tab=<section> link leads to the section's address, and /admin to the first", async ({ page, admin: _admin }) => {
    test.setTimeout(120_000);
    for (const { key, name } of SECTIONS) {
      await page.goto(`/admin?tab=${key}`);
      await expect(page).toHaveURL(new RegExp(`/admin/${key}$`), { timeout: 30_000 });
      await expect(adminSectionLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    for (const path of ['/admin', '/admin?tab=sconosciuta']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/contenuti$/);
      await expect(page.getByRole('region', { name: 'Contenuti', exact: true })).toBeVisible();
    }
  });

  test("the patient's page is below the Pazienti section and leads back to it", async ({ page, admin: _admin }) => {
    await page.goto('/admin/pazienti/demo-utente');
    const back = page.getByRole('link', { name: '← Pazienti' });
    await expect(back).toHaveAttribute('href', '/admin/pazienti', { timeout: 30_000 });
    await back.click();
    await expect(page).toHaveURL(/\/admin\/pazienti$/);
    await expect(page.getByRole('region', { name: 'Pazienti', exact: true })).toBeVisible();
  });

  test('a member who opens a section sees the 404 page', async ({ page, member: _member }) => {
    await page.goto('/admin/ordini');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: "Sezioni dell'amministrazione" })).toHaveCount(0);
  });
});
