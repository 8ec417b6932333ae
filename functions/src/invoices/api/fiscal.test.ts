import type { SistemaTsYearView } from '@app/schemas/invoices/fiscal';
import type { OrderView } from '@app/schemas/services/orders';
import { practice } from '@app/schemas/shared/practice';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { localSistemaTsKeys, sistemaTsDecrypt, type SistemaTsTestKeys } from '../../../../tools/sistemaTs/testKeys';
import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../tools/testing/orders';
import { pdfText } from '../../../../tools/testing/pdfText';
import { receivedByStandIn, setStandInMode } from '../../../../tools/testing/sistemaTsStandIn';
import { schemaErrors } from '../../../../tools/xml/officialSchemas';

const PATIENT_CODE = 'BNCGLI85A41H501H';
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });
const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));

let admin: TestUser;
let member: TestUser;
let healthService: string;
let trainingService: string;
let keys: SistemaTsTestKeys;

const tsPath = (orderId: string) => `/api/admin/orders/${orderId}/sistema-ts.xml`;
const sdiPath = (orderId: string) => `/api/admin/orders/${orderId}/fatturapa.xml`;
const yearOf = async () => (await api<SistemaTsYearView>(`/api/admin/sistema-ts/${year}`, { cookie: admin.cookie })).body;
const lineOf = (view: SistemaTsYearView, orderId: string) => view.invoices.find((invoice) => invoice.orderId === orderId);
const send = () =>
  api<SistemaTsYearView & { sent: number; failed: number }>(`/api/admin/sistema-ts/${year}/send`, { method: 'POST', cookie: admin.cookie });

beforeAll(async () => {
  // The doctor's desk: the orders as admin, the Sistema TS as doctor (the demo admin has both roles).
  admin = await createUser({ admin: true, doctor: true });
  [healthService, trainingService] = await Promise.all([
    createTestService({ price: 10000, category: 'consultation' }),
    createTestService({ price: 12000, category: 'training' }),
  ]);
  keys = await localSistemaTsKeys();
});

afterEach(() => setStandInMode('ok'));
afterAll(removeTestServices);

describe('how the patient paid', () => {
  // Each block books as a member of its own: bookings are rate-limited per member.
  beforeAll(async () => {
    member = await createUser();
  });

  it("records the method given with 'Completa', and 'non indicato' on the PDF without one", async () => {
    const paid = await completeAs(admin, (await bookAs(member, healthService)).id, 'carta');
    expect(paid.paymentMethod).toBe('carta');
    const pdf = await download(`/api/orders/${paid.id}/invoice.pdf`, member.cookie);
    expect(await pdfText(pdf.bytes)).toContain('Metodo di pagamento: carta o bancomat');

    const unknown = await completeAs(admin, (await bookAs(member, healthService)).id);
    expect(unknown.paymentMethod).toBeNull();
    const unknownPdf = await download(`/api/orders/${unknown.id}/invoice.pdf`, member.cookie);
    expect(await pdfText(unknownPdf.bytes)).toContain('Metodo di pagamento: non indicato');
  });

  it('refuses a method outside the list with a 400 in Italian, and nothing is written', async () => {
    const booked = await bookAs(member, healthService);
    const response = await api<{ message: string }>(`/api/orders/${booked.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { status: 'completed', paymentMethod: 'assegno' },
    });
    expect([response.status, response.body.message]).toEqual([400, 'Metodo di pagamento non valido: contanti, carta, bonifico o altro']);
    expect((await db.collection('orders').doc(booked.id).get()).data()?.status).toBe('pending');
  });

  it('lets the doctor set the method later (admin only), and refuses it on an order without invoice', async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id);
    const path = `/api/admin/orders/${order.id}/payment`;
    expect((await api(path, { method: 'PUT', cookie: member.cookie, body: { paymentMethod: 'bonifico' } })).status).toBe(403);
    const bad = await api<{ message: string }>(path, { method: 'PUT', cookie: admin.cookie, body: { paymentMethod: 'bitcoin' } });
    expect(bad.status).toBe(400);
    const set = await api<OrderView>(path, { method: 'PUT', cookie: admin.cookie, body: { paymentMethod: 'bonifico' } });
    expect([set.status, set.body.paymentMethod]).toEqual([200, 'bonifico']);
    const pending = await bookAs(member, healthService);
    const refused = await api<{ message: string }>(`/api/admin/orders/${pending.id}/payment`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { paymentMethod: 'bonifico' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('non ha una fattura');
  });
});

describe('GET /api/admin/orders/{id}/sistema-ts.xml', () => {
  // Each block books as a member of its own: bookings are rate-limited per member.
  beforeAll(async () => {
    member = await createUser();
  });

  it("answers the TS document of a health invoice, valid against the TS schema, with the patient's code encrypted", async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id, 'contanti');
    expect((await download(tsPath(order.id), member.cookie)).status).toBe(403);
    // An admin without the doctor's role runs the orders but reads no Sistema TS document.
    const adminOnly = await createUser({ admin: true });
    expect((await download(tsPath(order.id), adminOnly.cookie)).status).toBe(403);
    const file = await download(tsPath(order.id), admin.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/xml');
    expect(await schemaErrors(file.text, 'sistemaTs')).toEqual([]);
    const document = parser.parse(file.text).inserimentoDocumentoSpesaRequest.idInserimentoDocumentoFiscale;
    expect(sistemaTsDecrypt(keys.privateKey, document.cfCittadino)).toBe(PATIENT_CODE);
    expect(document.idSpesa.numDocumentoFiscale.numDocumento).toBe(order.invoiceNumber);
    expect(document.pagamentoTracciato).toBe('NO');
    expect(file.text).not.toContain(PATIENT_CODE);
    const audit = await db.collection('admin_audit').where('subjectId', '==', member.uid).get();
    expect(audit.docs.map((entry) => [entry.get('action'), entry.get('actorId')])).toContainEqual(['sistemats.export', admin.uid]);
  });

  it('leaves out the codice fiscale of a patient who opposed', async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService, { sistemaTsOpposition: true })).id, 'carta');
    const file = await download(tsPath(order.id), admin.cookie);
    expect(await schemaErrors(file.text, 'sistemaTs')).toEqual([]);
    const document = parser.parse(file.text).inserimentoDocumentoSpesaRequest.idInserimentoDocumentoFiscale;
    expect([document.cfCittadino, document.flagOpposizione, document.pagamentoTracciato]).toEqual([undefined, '1', 'SI']);
  });

  it('is 409 in Italian for an order not invoiced or not a health service', async () => {
    const pending = await bookAs(member, healthService);
    const notInvoiced = await download(tsPath(pending.id), admin.cookie);
    expect([notInvoiced.status, notInvoiced.message]).toEqual([409, "L'ordine non ha una fattura: si genera quando l'ordine è completato"]);
    const training = await completeAs(admin, (await bookAs(member, trainingService)).id);
    const notHealth = await download(tsPath(training.id), admin.cookie);
    expect(notHealth.status).toBe(409);
    expect(notHealth.message).toContain('non è di una prestazione sanitaria');
  });
});

describe('GET /api/admin/orders/{id}/fatturapa.xml', () => {
  // Each block books as a member of its own: bookings are rate-limited per member.
  beforeAll(async () => {
    member = await createUser();
  });

  it('answers the valid SdI e-invoice of a training plan, named as SdI asks', async () => {
    const order = await completeAs(admin, (await bookAs(member, trainingService)).id, 'carta');
    const file = await download(sdiPath(order.id), admin.cookie);
    expect(file.status).toBe(200);
    expect(await schemaErrors(file.text, 'fatturaPa')).toEqual([]);
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`IT${practice.fiscalDetails.vatNumber}_[A-Z0-9]{5}\\.xml`));
    const general = parser.parse(file.text).FatturaElettronica.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento;
    expect([general.TipoDocumento, general.Numero]).toEqual(['TD01', order.invoiceNumber]);
    const pdf = await pdfText((await download(`/api/orders/${order.id}/invoice.pdf`, member.cookie)).bytes);
    expect(pdf).toContain('Copia di cortesia');
  });

  it('follows the service form: a training plan marked as health service goes to the TS, not SdI', async () => {
    const serviceId = await createTestService({ price: 9000, category: 'training', healthService: true });
    const order = await completeAs(admin, (await bookAs(member, serviceId)).id, 'carta');
    const refused = await download(sdiPath(order.id), admin.cookie);
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('la legge vieta di emetterla tramite SdI');
    expect((await download(tsPath(order.id), admin.cookie)).status).toBe(200);
  });
});

describe('POST /api/admin/orders/{id}/credit-note', () => {
  // Each block books as a member of its own: bookings are rate-limited per member.
  beforeAll(async () => {
    member = await createUser();
  });

  const creditNote = (orderId: string, reason = 'Prestazione non eseguita') =>
    api<OrderView & { message?: string }>(`/api/admin/orders/${orderId}/credit-note`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reason },
    });

  it('cancels the order with a credit note: PDF, TD04 e-invoice, the invoice unchanged', async () => {
    const order = await completeAs(admin, (await bookAs(member, trainingService)).id, 'bonifico');
    const invoiceBefore = await download(sdiPath(order.id), admin.cookie);
    const response = await creditNote(order.id);
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('cancelled');
    expect(response.body.creditNoteNumber).toMatch(new RegExp(`^NC${year}/\\d{4}$`));
    expect(response.body.invoiceNumber).toBe(order.invoiceNumber);

    const pdf = await download(`/api/orders/${order.id}/credit-note.pdf`, member.cookie);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Nota di credito n. ${response.body.creditNoteNumber}`);
    expect(text).toContain(`Storno totale della fattura n. ${order.invoiceNumber}`);
    const note = await download(`/api/admin/orders/${order.id}/credit-note/fatturapa.xml`, admin.cookie);
    expect(await schemaErrors(note.text, 'fatturaPa')).toEqual([]);
    expect(parser.parse(note.text).FatturaElettronica.FatturaElettronicaBody.DatiGenerali.DatiGeneraliDocumento.TipoDocumento).toBe('TD04');
    // The invoice itself is never rewritten.
    expect((await download(sdiPath(order.id), admin.cookie)).text).toBe(invoiceBefore.text);
    expect((await download(`/api/orders/${order.id}/invoice.pdf`, member.cookie)).status).toBe(200);

    const again = await creditNote(order.id);
    expect([again.status, again.body.message]).toEqual([409, 'La fattura è già stata stornata con una nota di credito']);
  });

  it('refuses a missing reason (400) and an order without invoice (409), writing nothing', async () => {
    const order = await completeAs(admin, (await bookAs(member, trainingService)).id);
    expect((await creditNote(order.id, '')).status).toBe(400);
    const pending = await bookAs(member, trainingService);
    expect((await creditNote(pending.id)).status).toBe(409);
    const stored = await db.collection('orders').doc(order.id).get();
    expect([stored.data()?.status, stored.data()?.creditNote ?? null]).toEqual(['completed', null]);
  });

  it('gives concurrent credit notes distinct consecutive numbers', { timeout: 90_000 }, async () => {
    const orders: OrderView[] = [];
    for (let index = 0; index < 6; index += 1) orders.push(await completeAs(admin, (await bookAs(member, trainingService)).id));
    // The local functions emulator starts one worker per concurrent request: start them first (as
    // the invoice numbers' test does), so the credit notes run at the same moment.
    await Promise.all(orders.map(() => api('/api/user/orders', { cookie: member.cookie })));
    const responses = await Promise.all(orders.map((order) => creditNote(order.id)));
    expect(responses.map((response) => response.status)).toEqual(orders.map(() => 201));
    const sequences = responses.map((response) => Number(response.body.creditNoteNumber!.split('/')[1])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(6);
    expect(sequences.at(-1)! - sequences[0]!).toBe(5);
  });
});

describe('the year at the Sistema TS', () => {
  // Each block books as a member of its own: bookings are rate-limited per member.
  beforeAll(async () => {
    member = await createUser();
  });

  it('lists the health invoices with their state and the deadline, 400 for a bad year', async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id, 'carta');
    const view = await yearOf();
    expect(view.deadline.startsWith(`${year + 1}-0`)).toBe(true);
    expect(lineOf(view, order.id)).toMatchObject({ invoiceNumber: order.invoiceNumber, state: 'da inviare', operation: 'inserimento' });
    const training = await completeAs(admin, (await bookAs(member, trainingService)).id);
    expect(lineOf(await yearOf(), training.id)).toBeUndefined();
    expect((await api(`/api/admin/sistema-ts/${year}`, { cookie: member.cookie })).status).toBe(403);
  });

  // The first send of the file also sends what the other files left pending this year.
  it('shows a TS error on the invoice, then a retry sends each document once', { timeout: 180_000 }, async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id, 'carta');
    await setStandInMode('errore');
    const refused = await send();
    expect(refused.status).toBe(200);
    const failedLine = lineOf(refused.body, order.id)!;
    expect(failedLine.state).toBe('errore');
    expect(failedLine.messages[0]!.descrizione).toBe('Il codice fiscale del cittadino non è presente in Anagrafe Tributaria');

    await setStandInMode('ok');
    const retried = await send();
    const sentLine = lineOf(retried.body, order.id)!;
    expect(sentLine.state).toBe('inviato');
    expect(sentLine.protocollo).toMatch(/^\d{15}$/);
    expect(sentLine.esitoChiamata).toBe('0');
    const nothing = await send();
    expect([nothing.status, (nothing.body as unknown as { message: string }).message]).toEqual([
      404,
      `Nessun documento da inviare al Sistema TS per il ${year}`,
    ]);
    const received = (await receivedByStandIn()).filter((document) => document.numDocumento === order.invoiceNumber);
    expect(received).toHaveLength(1);
    expect(received[0]!.cfCittadino).toBe(PATIENT_CODE);
  });

  it('never sends a document twice when two sends run at once', { timeout: 90_000 }, async () => {
    const orders: OrderView[] = [];
    for (let index = 0; index < 3; index += 1) orders.push(await completeAs(admin, (await bookAs(member, healthService)).id, 'carta'));
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toContain(200);
    const received = await receivedByStandIn();
    for (const order of orders) {
      expect(received.filter((document) => document.numDocumento === order.invoiceNumber)).toHaveLength(1);
    }
  });

  it('keeps the invoice to send with the error shown when the TS answers garbage or does not answer', { timeout: 60_000 }, async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id, 'contanti');
    for (const [mode, text] of [
      ['xml-non-valido', 'non è XML valido'],
      ['nessuna-risposta', 'non ha risposto entro'],
    ] as const) {
      await setStandInMode(mode);
      const response = await send();
      const line = lineOf(response.body, order.id)!;
      expect(line.state).toBe('da inviare');
      expect(line.messages[0]!.descrizione).toContain(text);
    }
  });

  it('sends a changed payment method as a variation, a credit note as a cancellation', { timeout: 60_000 }, async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id);
    await send();
    expect(lineOf(await yearOf(), order.id)!.state).toBe('inviato');
    await api(`/api/admin/orders/${order.id}/payment`, { method: 'PUT', cookie: admin.cookie, body: { paymentMethod: 'carta' } });
    expect(lineOf(await yearOf(), order.id)).toMatchObject({ state: 'da inviare', operation: 'variazione' });
    await send();
    await api(`/api/admin/orders/${order.id}/credit-note`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reason: 'Errore di fatturazione' },
    });
    expect(lineOf(await yearOf(), order.id)).toMatchObject({ state: 'da inviare', operation: 'cancellazione' });
    await send();
    expect(lineOf(await yearOf(), order.id)).toMatchObject({ state: 'inviato', operation: 'cancellazione' });
    const operations = (await receivedByStandIn())
      .filter((document) => document.numDocumento === order.invoiceNumber)
      .map((document) => document.operation);
    expect(operations).toEqual(['inserimento', 'variazione', 'cancellazione']);
  });
});
