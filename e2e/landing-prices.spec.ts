import './emulatorEnv';

import type { ServiceView } from '@app/schemas/services/services';
import { expect, type Page, test } from '@playwright/test';

import { db } from '../tools/testing/api';
import { uniqueTag } from '../tools/testing/build';
import { createTestService, removeTestServices } from '../tools/testing/orders';
import { openLanding } from './landingPage';

/**
 * The test's own services, never the demo price list. They are trainings dearer than the demo's
 * (the list runs by category, then price), so on the real list the demo's services still match
 * first and no other test's landing page changes; this test's page sees only its own services.
 */
const ownService = (name: string, price: number, description?: string) =>
  createTestService({ name: `${name} ${uniqueTag()}`, description, price, category: 'training' });

/** The landing page gets the real price list, of which it keeps only the given services. */
async function showOnly(page: Page, ids: readonly string[]) {
  await page.route('**/api/services', async (route) => {
    const response = await route.fetch();
    const services = (await response.json()) as ServiceView[];
    await route.fulfill({ response, json: services.filter((service) => ids.includes(service.id)) });
  });
}

const card = (page: Page, title: string) =>
  page
    .locator('#servizi')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const price = (page: Page, title: string) => card(page, title).getByTestId('prezzo-digitale');

test.describe('landing page: digital services priced from the services list', () => {
  test.afterEach(removeTestServices);

  test('show the prices of the matching services, with the badges, each leading to /services', async ({ page }) => {
    const ids = await Promise.all([
      ownService('Prova 3 mesi', 46500),
      ownService('Prova 6 mesi', 83350),
      // Matched by the description: no name mentions "1 anno".
      ownService('Prova annuale', 139000, 'Un percorso di 1 anno da remoto'),
      ownService('Prova allenamento', 12500),
    ]);
    await showOnly(page, ids);
    await openLanding(page);
    await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^465\s€$/);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^833,50\s€$/);
    await expect(price(page, 'Percorso 1 Anno')).toHaveText(/^1390\s€$/);
    await expect(price(page, 'Piani di Allenamento')).toHaveText(/^125\s€$/);
    await expect(card(page, 'Percorso 6 Mesi')).toContainText('Più Richiesto');
    await expect(card(page, 'Percorso 1 Anno')).toContainText('Più Conveniente');
    await card(page, 'Percorso 1 Anno')
      .getByRole('link', { name: /Scopri di più/ })
      .click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('follow a price change and fall back when no service matches', async ({ page }) => {
    const id = await ownService('Prova 6 mesi', 79500);
    const service = db.collection('services').doc(id);
    await showOnly(page, [id]);
    await openLanding(page);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^795\s€$/);
    await service.update({ price: 83350 });
    await openLanding(page);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^833,50\s€$/);

    // No active service mentions "6 mesi" any more: the card shows its fallback price.
    await service.update({ isActive: false });
    await openLanding(page);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^800\s€$/);

    // A match in the description counts too, whatever the case.
    await service.update({ isActive: true, name: `Percorso semestrale ${id}`, description: 'Coaching di 6 MESI da remoto', price: 79000 });
    await openLanding(page);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^790\s€$/);
  });

  test('fall back for every card when the list has no match at all', async ({ page }) => {
    const matching = await Promise.all(
      ['Prova 3 mesi', 'Prova 6 mesi', 'Prova 1 anno', 'Prova allenamento'].map((name) => ownService(name, 99900)),
    );
    // A service that matches no card, so the list the page gets is not empty.
    const unrelated = await ownService('Prova consulenza', 15000, 'Una consulenza di prova');
    await showOnly(page, [...matching, unrelated]);
    // Prices that the fallbacks cannot be mistaken for, then no match at all.
    await openLanding(page);
    await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^999\s€$/);
    await Promise.all(matching.map((id) => db.collection('services').doc(id).update({ isActive: false })));
    await openLanding(page);
    await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^450\s€$/);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^800\s€$/);
    await expect(price(page, 'Percorso 1 Anno')).toHaveText(/^1400\s€$/);
    await expect(price(page, 'Piani di Allenamento')).toHaveText(/^120\s€$/);
  });
});
