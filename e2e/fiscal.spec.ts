import { readFile } from 'node:fs/promises';

import { extractText, getDocumentProxy } from 'unpdf';

import { createUser } from '../tools/testing/api';
import { bookAs, createTestService, invoiceInOwnYear, removeOwnYear, removeTestServices } from '../tools/testing/orders';
import { schemaErrors } from '../tools/xml/officialSchemas';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

test.describe('Fiscal documents in the admin area', () => {
  test.afterAll(removeTestServices);

  test('the doctor completes an order paid by card and downloads its invoice PDF and its Sistema TS document', async ({ page, doctor }) => {
    expect(doctor.uid).toBeTruthy();
    const patient = await createUser();
    const serviceId = await createTestService({ price: 10000, category: 'consultation' });
    const booked = await bookAs(patient, serviceId);

    await page.goto('/admin/ordini');
    const card = page.getByRole('article', { name: `Ordine ${booked.id.slice(-8)}` });
    await card.getByRole('button', { name: 'Completa' }).click();
    const ask = page.getByRole('dialog', { name: "Completa l'ordine" });
    await ask.getByRole('radio', { name: 'Carta o bancomat' }).check();
    await expectNoViolations(page, '[role="dialog"]');
    await ask.getByRole('button', { name: 'Completa' }).click();
    await expect(card.getByText(/Fattura \d{4}\/\d{4} · Carta o bancomat/)).toBeVisible();
    await expect(card.getByText('Pagamento non indicato')).toHaveCount(0);

    // The PDF states the method; the Sistema TS document validates and says the payment was traced.
    const pdfDownload = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Fattura PDF' }).click();
    const pdf = new Uint8Array(await readFile(await (await pdfDownload).path()));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Metodo di pagamento: carta o bancomat');

    const xmlDownload = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Documento Sistema TS (XML)' }).click();
    const file = await xmlDownload;
    expect(file.suggestedFilename()).toMatch(/^sistema-ts-\d{4}-\d{4}\.xml$/);
    const xml = await readFile(await file.path(), 'utf8');
    expect(await schemaErrors(xml, 'sistemaTs')).toEqual([]);
    expect(xml).toContain('<pagamentoTracciato>SI</pagamentoTracciato>');
  });

  // Sending a year sends every health invoice of the year still to send: the test sends a year of
  // its own (tools/testing/orders.ts, OWN_FISCAL_YEARS), which holds its invoice and nothing else.
  test('the doctor sends a year to the Sistema TS and sees its invoice sent with the protocol', async ({ page, doctor }) => {
    expect(doctor.uid).toBeTruthy();
    const patient = await createUser();
    const serviceId = await createTestService({ price: 10000, category: 'consultation' });
    const booked = await bookAs(patient, serviceId);
    const { year, number } = await invoiceInOwnYear(booked.id, 'carta');
    try {
      await page.goto('/admin/fiscale');
      await expect(page.getByRole('heading', { level: 1, name: 'Adempimenti fiscali' })).toBeVisible();
      await page.getByRole('spinbutton', { name: 'Anno' }).fill(String(year));

      // The year at the Sistema TS: to send, then sent with its protocol.
      const row = page.locator(`tr[data-ordine="${booked.id}"]`);
      await expect(row.getByText('da inviare')).toBeVisible();
      await expect(row).toContainText(number);
      await expect(page.locator('tr[data-ordine]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Invia al Sistema TS (1)' }).click();
      await expect(page.getByText('Invio al Sistema TS completato')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Documenti accettati: 1; rifiutati: 0.')).toBeVisible();
      await expect(row.getByText('inviato', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Protocollo \d{15}$/)).toBeVisible();
    } finally {
      await removeOwnYear(year);
    }
  });
});

test.describe('A walk-in invoiced at the desk, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the doctor makes a new person's order for a free line paid in cash: full screen, errors at their fields, the invoice at once", async ({
    page,
    doctor,
  }) => {
    expect(doctor.uid).toBeTruthy();
    // A name of the test's own, so the list's search finds this order alone.
    const name = `Marta Sportello${Date.now().toString(36)}`;
    await page.goto('/admin/ordini');
    await page.getByRole('button', { name: 'Nuovo ordine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo ordine' });
    // Full screen on a phone, as every form of the admin area.
    expect((await dialog.boundingBox())?.width).toBe(390);
    await dialog.getByRole('radio', { name: 'Nuova persona' }).check();
    await dialog.getByRole('radio', { name: 'Voce libera' }).check();
    await dialog.getByRole('button', { name: 'Crea e fattura' }).click();
    await expect(dialog.getByLabel('Nome e cognome')).toHaveAccessibleDescription('Il nome deve essere di almeno 2 caratteri');
    await expect(dialog.getByLabel('Descrizione')).toHaveAccessibleDescription('La descrizione deve avere almeno 3 caratteri');
    await expect(dialog.getByText('Indica come ha pagato il paziente')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');

    await dialog.getByLabel('Nome e cognome').fill(name);
    await dialog.getByLabel('Telefono').fill('06 45678901');
    await dialog.getByLabel('Codice fiscale').fill('vrdmrt85a41h501s');
    await dialog.getByLabel('Indirizzo', { exact: false }).first().fill('Via Tuscolana 200');
    await dialog.getByLabel('Città').fill('Roma');
    await dialog.getByLabel('CAP').fill('00181');
    await dialog.getByLabel('Descrizione').fill('Visita nutrizionale breve');
    await dialog.getByLabel('Importo (€)').fill('45');
    await dialog.getByRole('combobox', { name: 'Metodo di pagamento' }).click();
    await page.getByRole('option', { name: 'Contanti' }).click();
    await dialog.getByRole('button', { name: 'Crea e fattura' }).click();

    await expect(page.getByText(/Fattura \d{4}\/\d{4} emessa\./)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The new order is the list's first, invoiced, with its files.
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Visita nutrizionale breve' })).toBeVisible();
    await expect(first).toContainText(name);
    await expect(first.getByText(/Fattura \d{4}\/\d{4} · Contanti/)).toBeVisible();
    const pdfDownload = page.waitForEvent('download');
    await first.getByRole('link', { name: 'Fattura PDF' }).click();
    const pdf = new Uint8Array(await readFile(await (await pdfDownload).path()));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Visita nutrizionale breve');
    await expect(first.getByRole('link', { name: 'Documento Sistema TS (XML)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
