import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { createUser } from '../tools/testing/api';
import { uniqueTag } from '../tools/testing/posts';
import { adminSectionLink, openAdminSection, signIn } from './helpers';

async function expectNoViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Types a search in 'Membri' until the member's row shows: the users trigger writes the search
 * terms just after the profile, so the first searches may find nothing yet.
 */
async function searchMember(page: Page, text: string, email: string) {
  const search = page.getByLabel('Cerca per nome o e-mail');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await search.fill('');
    await search.fill(text);
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return { search, row };
}

test.describe("admin: 'Membri' and 'Registro'", () => {
  test('the admin opens Membri, searches a member by name and sees them; axe finds nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const surname = `Ricercata${uniqueTag()}`;
    const patient = await createUser({ firstName: 'Ottavia', lastName: surname });
    await signIn(page, await createUser({ admin: true }));
    await openAdminSection(page, 'membri', 'Membri');
    await expect(page.getByRole('table', { name: 'Membri' })).toBeVisible();
    await expectNoViolations(page, 'main');

    const { search, row } = await searchMember(page, `ottavia ${surname.slice(0, 12)}`, patient.email);
    await expect(page.getByRole('table', { name: 'Membri' }).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(`Ottavia ${surname}`);
    await expect(row).toContainText('Membro');
    await expect(row).toContainText('Attivo');
    await expect(row.getByRole('button', { name: `Rendi amministratore Ottavia ${surname}` })).toBeVisible();

    await search.fill(`nessuno${uniqueTag()}`);
    await expect(page.getByText('Nessun membro trovato')).toBeVisible();
  });

  test('the admin disables a member from Membri and the change appears in the Registro; axe finds nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const surname = `Sospesa${uniqueTag()}`;
    const patient = await createUser({ firstName: 'Bianca', lastName: surname });
    await signIn(page, await createUser({ admin: true }));
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
    await expectNoViolations(page, 'main');
  });
});
