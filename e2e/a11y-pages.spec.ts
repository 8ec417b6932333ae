import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('the services, calendar and community pages, as a visitor', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/calendar');
    await expect(page.getByTestId('public-event').first()).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/community');
    await expect(page.getByTestId('likes-count').first()).toBeVisible();
    await expectNoViolations(page);
  });

  // As a member the pages' own content is checked (main and the dialog); the members' shell around
  // them belongs to the shell's tests.
  test("the services page with the booking dialog, the calendar and 'I Miei Servizi', as a member", async ({ page, member: _member }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: 'Prenota Ora' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(dialog.getByText('Il telefono deve essere di almeno 8 caratteri')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expectNoViolations(page, 'main');

    await page.goto('/calendar');
    await expect(page.getByTestId('member-event').first()).toBeVisible();
    await expectNoViolations(page, 'main');
    await page.goto('/my-services');
    await expect(page.getByRole('heading', { name: 'Azioni rapide' })).toBeVisible();
    await expectNoViolations(page, 'main');
  });

  test("the members' shell around the home page and the community", async ({ page, member: _member }) => {
    await page.goto('/community');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).first()).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/');
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
    await expectNoViolations(page);
  });
});
