import { expect, type Page, test } from '@playwright/test';

import { DEMO_USER } from './helpers';

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const card = (page: Page, name: string) =>
  page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the services page', () => {
  test('shows the studio and the remote services with badges, prices and features', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'I Nostri Servizi' })).toBeVisible();

    const studio = section(page, 'Consulenze in Studio');
    await expect(studio.getByRole('heading', { level: 2 })).toHaveText('Consulenze in Studio');
    await expect(studio.getByText('disponibili solo a Roma, in 6 studi')).toBeVisible();
    const first = card(page, 'Prima Consulenza');
    await expect(studio.getByTestId('service-card').filter({ hasText: 'Prima Consulenza' })).toHaveCount(1);
    await expect(first.getByText('Consulenza', { exact: true })).toBeVisible();
    await expect(first.getByTestId('service-price')).toHaveText(/^100,00\s€ \/ 60 minuti$/);
    await expect(first.getByText('Analisi bioimpedenziometrica')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Prenota Ora' })).toBeVisible();
    await expect(card(page, 'Controllo Mensile').getByText('Controllo', { exact: true })).toBeVisible();

    const remote = section(page, 'Servizi Digitali 100% da Remoto');
    await expect(remote.getByTestId('service-card').filter({ hasText: 'Percorso Online 6 mesi' })).toHaveCount(1);
    await expect(remote.getByTestId('service-card').filter({ hasText: 'Prima Consulenza' })).toHaveCount(0);
    const sixMonths = card(page, 'Percorso Online 6 mesi');
    await expect(sixMonths.getByText('Percorso Online', { exact: true })).toBeVisible();
    await expect(sixMonths.getByText('Più Richiesto', { exact: true })).toBeVisible();
    await expect(sixMonths.getByTestId('service-price')).toHaveText(/^800,00\s€ \/ 6 mesi$/);
    await expect(card(page, 'Percorso Online 1 anno').getByText('Più Conveniente', { exact: true })).toBeVisible();
    await expect(card(page, 'Percorso Online 3 mesi').getByText(/Più /)).toHaveCount(0);
    await expect(card(page, 'Piani di allenamento personalizzati').getByText('Allenamento', { exact: true })).toBeVisible();
    await expect(page.getByText('Più Richiesto')).toHaveCount(1);
  });

  test("a visitor's 'Prenota Ora' says booking needs an account and, after the login, opens that booking", async ({ page }) => {
    await page.goto('/services');
    await card(page, 'Controllo Mensile').getByRole('button', { name: 'Prenota Ora' }).click();
    const needsAccount = page.getByRole('dialog', { name: 'Per prenotare serve un account' });
    await expect(needsAccount.getByRole('link', { name: 'Crea un account' })).toBeVisible();
    await needsAccount.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fservices%3Fprenota%3Dcontrollo-mensile$/);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();

    const dialog = page.getByRole('dialog', { name: /Prenota: Controllo Mensile/ });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('shell-user-name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the page fits the screen and the dialog is full screen with reachable buttons', async ({ page }) => {
      await page.goto('/services');
      await expect(card(page, 'Prima Consulenza')).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(390);

      const loginForm = page.locator('form');
      await page.goto('/login?redirect=%2Fservices');
      await loginForm.getByLabel('Email').fill(DEMO_USER.email);
      await loginForm.getByLabel('Password').fill(DEMO_USER.password);
      await loginForm.getByRole('button', { name: 'Accedi' }).click();
      await expect(page).toHaveURL(/\/services$/);

      await card(page, 'Percorso Online 6 mesi').getByRole('button', { name: 'Prenota Ora' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      // The actions stay on screen while the fields scroll.
      await expect(dialog.getByRole('button', { name: 'Invia Richiesta' })).toBeInViewport();
      await dialog.getByLabel('Note di fatturazione').scrollIntoViewIfNeeded();
      await expect(dialog.getByLabel('Note di fatturazione')).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'Invia Richiesta' })).toBeInViewport();
      // Her billing data comes from her last order: a phone cut short is pointed at.
      await dialog.getByLabel('Telefono').fill('333');
      await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
      await expect(dialog.getByText('Il telefono deve essere di almeno 8 caratteri')).toBeVisible();
    });
  });
});
