import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { createUser } from '../tools/testing/api';
import { openAdminSection, signIn } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).include(include).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The pages' own content (main, and the dialogs) is checked; the members' shell has its own tests.
test.describe('accessibility of the admin area and analytics (axe, WCAG 2.1 A and AA)', () => {
  test('every section of /admin, with its dialogs', async ({ page }) => {
    // Six sections and two dialogs, each analysed by axe: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    await signIn(page, await createUser({ admin: true }));
    for (const [key, name] of [
      ['contenuti', 'Contenuti'],
      ['corsi', 'Corsi'],
      ['ordini', 'Ordini'],
      ['eventi', 'Eventi'],
      ['servizi', 'Servizi'],
      ['richieste', 'Richieste'],
    ] as const) {
      await openAdminSection(page, key, name);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoViolations(page, 'main');
    }
    await openAdminSection(page, 'corsi', 'Corsi');
    await page.getByRole('button', { name: 'Nuovo Corso' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crea Corso' }).click();
    await expect(page.getByRole('dialog').getByText('Il titolo deve avere almeno 5 caratteri')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
    await openAdminSection(page, 'eventi', 'Eventi');
    await page.getByRole('button', { name: 'Nuovo Evento' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuovo Evento' })).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
  });

  test('/analytics', async ({ page }) => {
    await signIn(page, await createUser({ admin: true }));
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Performance dei corsi' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('kpi-card').first()).not.toContainText('—');
    await expectNoViolations(page, 'main');
  });
});
