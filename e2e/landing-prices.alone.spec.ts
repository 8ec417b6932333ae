import './emulatorEnv';

import { expect, type Page, test } from '@playwright/test';

import { db } from '../tools/testing/api';
import { openLanding } from './landingPage';

test.describe('landing page: digital services priced from the services list', () => {
  // These tests change the services of the shared demo data for a moment: one at a time, and
  // after every other test (the 'alone' project of playwright.config.ts).
  test.describe.configure({ mode: 'serial' });

  const card = (page: Page, title: string) =>
    page
      .locator('#servizi')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const price = (page: Page, title: string) => card(page, title).getByTestId('prezzo-digitale');

  test('show the prices of the matching services, with the badges, each leading to /services', async ({ page }) => {
    await openLanding(page);
    await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^450\s€$/);
    await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^800\s€$/);
    await expect(price(page, 'Percorso 1 Anno')).toHaveText(/^1400\s€$/);
    await expect(price(page, 'Piani di Allenamento')).toHaveText(/^120\s€$/);
    await expect(card(page, 'Percorso 6 Mesi')).toContainText('Più Richiesto');
    await expect(card(page, 'Percorso 1 Anno')).toContainText('Più Conveniente');
    await card(page, 'Percorso 1 Anno')
      .getByRole('link', { name: /Scopri di più/ })
      .click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('follow a price change and fall back when no service matches', async ({ page }) => {
    const service = db.collection('services').doc('percorso-6-mesi');
    const original = (await service.get()).data()!;
    try {
      await service.update({ price: 83350 });
      await openLanding(page);
      await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^833,50\s€$/);

      // No active service mentions "6 mesi" any more: the card shows its fallback price.
      await service.update({ isActive: false });
      await openLanding(page);
      await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^800\s€$/);

      // A match in the description counts too, whatever the case.
      await service.update({ isActive: true, name: 'Percorso semestrale', description: 'Coaching di 6 MESI da remoto', price: 79000 });
      await openLanding(page);
      await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^790\s€$/);
    } finally {
      await service.set(original);
    }
  });

  test('fall back for every card when the list has no match at all', async ({ page }) => {
    const services = db.collection('services');
    const matching = ['percorso-3-mesi', 'percorso-6-mesi', 'percorso-1-anno', 'piani-allenamento'];
    const originals = await Promise.all(matching.map(async (id) => [id, (await services.doc(id).get()).data()!] as const));
    try {
      // Prices that the fallbacks cannot be mistaken for, then no match at all.
      await Promise.all(matching.map((id) => services.doc(id).update({ price: 99900 })));
      await openLanding(page);
      await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^999\s€$/);
      await Promise.all(matching.map((id) => services.doc(id).update({ isActive: false })));
      await openLanding(page);
      await expect(price(page, 'Percorso 3 Mesi')).toHaveText(/^450\s€$/);
      await expect(price(page, 'Percorso 6 Mesi')).toHaveText(/^800\s€$/);
      await expect(price(page, 'Percorso 1 Anno')).toHaveText(/^1400\s€$/);
      await expect(price(page, 'Piani di Allenamento')).toHaveText(/^120\s€$/);
    } finally {
      await Promise.all(originals.map(([id, data]) => services.doc(id).set(data)));
    }
  });
});
