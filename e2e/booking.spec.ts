import type { Page } from '@playwright/test';

import { createTestService, removeTestServices } from '../tools/testing/orders';
import { expect, test } from './fixtures';
import { fillPrivateBilling } from './helpers';
import { db } from './testData';

const CROSS_RULE = 'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende';

async function openBooking(page: Page, serviceName: string) {
  await page.goto('/services');
  const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: serviceName, exact: true }) });
  await card.getByRole('button', { name: 'Prenota Ora' }).click();
  const dialog = page.getByRole('dialog', { name: `Prenota: ${serviceName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('booking a service', () => {
  test('the form checks every field in Italian and sends nothing while invalid', async ({ page, member }) => {
    const dialog = await openBooking(page, 'Prima Consulenza');
    // Prefilled from the signed-in user.
    await expect(dialog.getByLabel('Nome e cognome')).toHaveValue('Marta Verdi');
    await expect(dialog.getByLabel('Email')).toHaveValue(member.email);
    await expect(dialog.getByLabel('Paese')).toHaveValue('Italia');
    await expect(dialog.getByRole('radio', { name: 'Privato' })).toBeChecked();
    await expect(dialog.getByLabel('Note sul servizio')).toBeVisible();
    await expect(dialog.getByLabel('Partita IVA')).toHaveCount(0);

    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) posted += 1;
    });
    await dialog.getByLabel('Nome e cognome').fill('M');
    await dialog.getByLabel('Email').fill('marta@');
    await dialog.getByLabel('Telefono').fill('123');
    await dialog.getByLabel('Indirizzo', { exact: false }).first().fill('Via');
    await dialog.getByLabel('Città').fill('R');
    await dialog.getByLabel('CAP').fill('001');
    await dialog.getByLabel('Paese').fill('');
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();

    for (const message of [
      'Il nome deve essere di almeno 2 caratteri',
      'Email non valida',
      'Il telefono deve essere di almeno 8 caratteri',
      CROSS_RULE,
      "L'indirizzo deve essere di almeno 5 caratteri",
      'La città deve essere di almeno 2 caratteri',
      'Il CAP deve essere di almeno 5 caratteri',
      'Il paese deve essere specificato',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    // The cross rule is shown on the fiscal code field.
    await expect(dialog.getByLabel('Codice fiscale')).toHaveAccessibleDescription(CROSS_RULE);
    expect(posted).toBe(0);
  });

  test('the fiscal code is upper case and the inputs are bounded; a company needs a VAT number', async ({ page, member: _member }) => {
    const dialog = await openBooking(page, 'Controllo Mensile');
    const fiscalCode = dialog.getByLabel('Codice fiscale');
    await fiscalCode.pressSequentially('rssmra80a01h501u');
    await expect(fiscalCode).toHaveValue('RSSMRA80A01H501U');
    await fiscalCode.pressSequentially('XYZ');
    await expect(fiscalCode).toHaveValue('RSSMRA80A01H501U');
    await dialog.getByLabel('CAP').pressSequentially('001861');
    await expect(dialog.getByLabel('CAP')).toHaveValue('00186');

    await fiscalCode.fill('');
    await dialog.getByText('Azienda').click();
    const vat = dialog.getByLabel('Partita IVA');
    await expect(vat).toBeVisible();
    await vat.pressSequentially('012345678901');
    await expect(vat).toHaveValue('01234567890');
    await vat.fill('');
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(dialog.getByText(CROSS_RULE)).toBeVisible();
    await vat.fill('0123');
    await expect(vat).toHaveAccessibleDescription('La Partita IVA deve essere di 11 cifre');
    // Eleven digits with a wrong check digit.
    await vat.fill('12345670018');
    await expect(vat).toHaveAccessibleDescription('La Partita IVA non è valida: la cifra di controllo non corrisponde');
    await vat.fill('12345670017');
    await expect(dialog.getByText(CROSS_RULE)).toBeHidden();
    await expect(vat).toHaveAccessibleDescription('');
    // A fiscal code given by a company is checked too: its last character is the check character.
    await fiscalCode.fill('RSSMRA80A01H501X');
    await expect(fiscalCode).toHaveAccessibleDescription(
      "Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde",
    );
    await fiscalCode.fill('');

    await dialog.getByText('Privato').click();
    await expect(dialog.getByLabel('Partita IVA')).toHaveCount(0);
    await expect(dialog.getByText(CROSS_RULE)).toBeVisible();
  });

  test("a booking is sent, shows in 'I Miei Servizi' and is stored with the server's price", async ({ page, member }) => {
    const dialog = await openBooking(page, 'Percorso Online 6 mesi');
    await fillPrivateBilling(dialog);
    await dialog.getByLabel('Note sul servizio').fill('Preferisco le videochiamate la sera');

    // Hold the real request until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse(
      (candidate) => candidate.url().endsWith('/api/orders') && candidate.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(dialog.getByRole('button', { name: 'Invio...' })).toBeDisabled();
    release();
    expect((await response).status()).toBe(201);
    await expect(page.getByText('Ordine inviato con successo!')).toBeVisible();
    await expect(page.getByText('Ti contatteremo presto per confermare i dettagli.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opened again, the form starts afresh: no notes, and the billing data of her last order (this
    // one) once her orders are read.
    const again = await openBooking(page, 'Percorso Online 6 mesi');
    await expect(again.getByLabel('Note sul servizio')).toHaveValue('');
    await expect(again.getByLabel('Telefono')).toHaveValue('333 1234567');
    await expect(again.getByLabel('Codice fiscale')).toHaveValue('VRDMRT85A41H501S');
    await expect(again.getByLabel('Nome e cognome')).toHaveValue('Marta Verdi');
    await again.getByRole('button', { name: 'Annulla' }).click();
    await expect(again).toBeHidden();

    const stored = await db.collection('orders').where('userId', '==', member.uid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({
      serviceId: 'percorso-6-mesi',
      totalAmount: 80000,
      status: 'pending',
      customerName: 'Marta Verdi',
      customerEmail: member.email,
      customerPhone: '333 1234567',
      fiscalCode: 'VRDMRT85A41H501S',
      billingType: 'private',
      billingCity: 'Roma',
      billingCountry: 'Italia',
      notes: 'Preferisco le videochiamate la sera',
      invoiceNumber: null,
    });

    await page.goto('/my-services');
    await expect(page.getByText('Ciao, Marta!')).toBeVisible();
    const order = page.getByTestId('my-order');
    await expect(order).toHaveCount(1);
    await expect(order.getByRole('heading', { name: 'Percorso Online 6 mesi' })).toBeVisible();
    await expect(order.getByTestId('order-status')).toHaveText('In Attesa');
    await expect(order.getByTestId('my-order-amount')).toHaveText(/^800,00\s€$/);
    for (const [name, path] of [
      ['Prenota un servizio', '/services'],
      ['Vai alla community', '/community'],
      ['Vedi il calendario', '/calendar'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', path);
    }
  });

  test('a refused booking shows the error toast and keeps the dialog open', async ({ page, member: _member }) => {
    const serviceId = await createTestService({ price: 5000, category: 'training' });
    const name = `Servizio di prova ${serviceId}`;
    try {
      const dialog = await openBooking(page, name);
      await fillPrivateBilling(dialog);
      // Withdrawn from the price list while the form was open: the server answers 404.
      await db.collection('services').doc(serviceId).update({ isActive: false });
      await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
      // SPEC's title, then the server's own message rather than the title again.
      await expect(page.getByText("Errore nell'invio dell'ordine").first()).toBeVisible();
      await expect(page.getByText('Servizio non trovato')).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Telefono')).toHaveValue('333 1234567');
    } finally {
      await removeTestServices();
    }
  });
});

test.describe("'I Miei Servizi' without orders", () => {
  test.use({ userNames: { firstName: 'Luca', lastName: 'Neri' } });

  test('greets the member and offers the services', async ({ page, member: _member }) => {
    await page.goto('/my-services');
    await expect(page.getByRole('heading', { level: 1, name: 'I Miei Servizi' })).toBeVisible();
    await expect(page.getByText('Ciao, Luca!')).toBeVisible();
    await expect(page.getByText('Non hai ancora richiesto nessun servizio')).toBeVisible();
    await page.getByRole('link', { name: 'Scopri i servizi' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
