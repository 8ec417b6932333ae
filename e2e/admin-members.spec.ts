import type { Page } from '@playwright/test';

import { createUser, db } from '../tools/testing/api';
import { uniqueTag } from '../tools/testing/posts';
import { expect, test } from './fixtures';
import { adminSectionLink, expectNoViolations, openAdminSection } from './helpers';

/**
 * A new member as the search finds them: the users trigger writes `searchTerms` just after the
 * profile, and the Functions emulator may hold that delivery behind others on a busy machine, so
 * the test waits for the data (as long as the smoke lane waits for a trigger), not for the page.
 */
async function createSearchableUser(names: { firstName: string; lastName: string }) {
  const user = await createUser(names);
  const terms = async () => ((await db.collection('users').doc(user.uid).get()).get('searchTerms') as string[] | undefined)?.length ?? 0;
  await expect.poll(terms, { timeout: 60_000 }).toBeGreaterThan(0);
  return user;
}

/**
 * Types a search in 'Membri' until it finds the member alone. The row alone is not enough: the
 * unfiltered list, newest first, shows it too before the search has answered.
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
    const patient = await createSearchableUser({ firstName: 'Ottavia', lastName: surname });
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
    const patient = await createSearchableUser({ firstName: 'Bianca', lastName: surname });
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
