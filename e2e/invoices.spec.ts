import { readFile } from 'node:fs/promises';

import { extractText, getDocumentProxy } from 'unpdf';

import { createUser } from '../tools/testing/api';
import { expect, test } from './fixtures';
import { expectNoViolations } from './helpers';

test.describe("'Le Tue Fatture'", () => {
  test.use({ userNames: { firstName: 'Elena', lastName: 'Galli' } });

  test('from the booking on /services to the completed order on /invoices and its PDF', async ({ page, request, member }) => {
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Le Tue Fatture' })).toBeVisible();
    await expect(page.getByText('Nessuna fattura trovata')).toBeVisible();

    // Booking on /services, with the opposition to the Sistema TS.
    await page.goto('/services');
    const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: 'Prima Consulenza', exact: true }) });
    await card.getByRole('button', { name: 'Prenota Ora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prenota: Prima Consulenza' });
    await dialog.getByLabel('Telefono').fill('333 7654321');
    const optOut = dialog.getByRole('checkbox', { name: /Mi oppongo all'invio di questa spesa sanitaria al Sistema Tessera Sanitaria/ });
    await expect(optOut).not.toBeChecked();
    await optOut.check();
    await dialog.getByLabel('Codice fiscale').fill('RSSMRA80A01H501U');
    await dialog.getByLabel('Indirizzo', { exact: false }).first().fill('Viale Europa 200');
    await dialog.getByLabel('Città').fill('Roma');
    await dialog.getByLabel('CAP').fill('00144');
    await dialog.getByRole('button', { name: 'Invia Richiesta' }).click();
    await expect(page.getByText('Ordine inviato con successo!')).toBeVisible();

    // The pending order on /invoices, with no PDF yet.
    await page.goto('/invoices');
    const invoice = page.getByTestId('invoice-card');
    await expect(invoice).toHaveCount(1);
    await expect(invoice.getByRole('heading', { name: /^Ordine #.{8}$/ })).toBeVisible();
    await expect(invoice.getByTestId('order-status')).toHaveText('In Attesa');
    await expect(invoice.getByTestId('invoice-amount')).toHaveText(/^100,00\s€$/);
    await expect(invoice.getByText('Privato')).toBeVisible();
    await expect(invoice.getByText(member.email)).toBeVisible();
    await expect(invoice.getByRole('link', { name: 'Scarica PDF' })).toHaveCount(0);

    await invoice.getByRole('button', { name: 'Dettagli' }).click();
    const details = page.getByRole('dialog', { name: /^Ordine #/ });
    for (const text of ['Elena Galli', '333 7654321', 'RSSMRA80A01H501U', 'Viale Europa 200', '00144', 'Opposizione all’invio espressa']) {
      await expect(details.getByText(text)).toBeVisible();
    }
    await expectNoViolations(page, '[role="dialog"]');
    await details.getByRole('button', { name: 'Chiudi' }).click();
    await expect(details).toBeHidden();

    // The admin completes it.
    const admin = await createUser({ admin: true });
    const orderId = (await page.request.get('/api/user/orders').then((response) => response.json()))[0].id as string;
    const completed = await request.put(`/api/orders/${orderId}/status`, {
      headers: { Cookie: admin.cookie },
      data: { status: 'completed' },
    });
    expect(completed.status()).toBe(200);
    const { invoiceNumber } = (await completed.json()) as { invoiceNumber: string };

    // The member sees it completed, with its number, and downloads the PDF.
    await page.reload();
    await expect(invoice.getByTestId('order-status')).toHaveText('Completato');
    await expect(invoice.getByTestId('invoice-number')).toHaveText(`Fattura ${invoiceNumber}`);
    const downloading = page.waitForEvent('download');
    await invoice.getByRole('link', { name: 'Scarica PDF' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`fattura-${invoiceNumber.replace('/', '-')}.pdf`);
    const bytes = new Uint8Array(await readFile(await file.path()));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Fattura n. ${invoiceNumber}`);
    expect(flat).toContain('Codice fiscale: RSSMRA80A01H501U');
    expect(flat).toContain('Totale 100,00 €');
    expect(flat).toContain('Il paziente si è opposto alla trasmissione dei dati di questa spesa al Sistema Tessera Sanitaria');
  });

  test('is usable on a phone', async ({ page, member }) => {
    expect(member.uid).toBeTruthy();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/invoices');
    await expect(page.getByText('Nessuna fattura trovata')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
