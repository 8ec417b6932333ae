import type { Page } from '@playwright/test';

import { createUser } from '../tools/testing/api';
import { uniqueTag } from '../tools/testing/posts';
import { expect, test } from './fixtures';
import { adminSectionLink, expectNoViolations, openAdminSection } from './helpers';

/**
 * Types a search in 'Membri' until it finds the member alone: the users trigger writes the search
 * terms just after the profile, so the first searches may find nothing yet. The row alone is not
 * enough: the unfiltered list, newest first, shows it too before the search has answered.
 */
async function searchMember(page: Page, text: string, email: string) {
  const search = page.getByLabel('Cerca per nome o e-mail');
  const rows = page.getByRole('table', { name: 'Membri' }).getByRole('row');
  const row = rows.filter({ hasText: email });
  await expect(async () => {
    await search.fill('');
    await search.fill(text);
    // The header's row and the member's.
    await expect(rows).toHaveCount(2, { timeout: 2000 });
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return { search, row };
}

test.describe("admin: 'Membri' and 'Registro'", () => {
  test('the admin opens Membri, searches a member by name and sees them', async ({ page, admin: _admin }) => {
    test.setTimeout(120_000);
    const surname = `Ricercata${uniqueTag()}`;
    const patient = await createUser({ firstName: 'Ottavia', lastName: surname });
    await openAdminSection(page, 'membri', 'Membri');
    await expect(page.getByRole('table', { name: 'Membri' })).toBeVisible();

    const { search, row } = await searchMember(page, `ottavia ${surname.slice(0, 12)}`, patient.email);
    await expect(page.getByRole('table', { name: 'Membri' }).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(`Ottavia ${surname}`);
    await expect(row).toContainText('Membro');
    await expect(row).toContainText('Attivo');
    await expect(row.getByRole('button', { name: `Rendi amministratore Ottavia ${surname}` })).toBeVisible();

    await search.fill(`nessuno${uniqueTag()}`);
    await expect(page.getByText('Nessun membro trovato')).toBeVisible();
  });

  test('the admin disables a member from Membri and the change appears in the Registro; axe finds nothing in the dialog', async ({
    page,
    admin: _admin,
  }) => {
    test.setTimeout(120_000);
    const surname = `Sospesa${uniqueTag()}`;
    const patient = await createUser({ firstName: 'Bianca', lastName: surname });
    await openAdminSection(page, 'membri', 'Membri');
    const { row } = await searchMember(page, surname, patient.email);

    await row.getByRole('button', { name: `Disattiva l'account di Bianca ${surname}` }).click();
    const dialog = page.getByRole('dialog', { name: "Disattivare l'account?" });
    await expectNoViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Account disattivato!')).toBeVisible();
    await expect(row).toContainText('Disattivato');

    await adminSectionLink(page, 'Registro').click();
    await expect(page).toHaveURL(/\/admin\/registro$/);
    const entry = page.getByRole('row').filter({ hasText: `Account di «Bianca ${surname}» disattivato` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('users');
  });
});
