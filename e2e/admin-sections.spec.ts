import { expect, test } from './fixtures';

// Each section at its own address, with its heading and its link alone marked current, is checked
// by the admin's tour (tour-admin.spec.ts); an old '?tab=' address by the router's component test
// and web/src/shared/adminSections.test.ts.
test.describe('the admin sections are routes', () => {
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
