import type { SistemaTsYearView } from '@app/schemas/invoices/fiscal';
import type { OrderView } from '@app/schemas/services/orders';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localSistemaTsKeys, sistemaTsDecrypt, type SistemaTsTestKeys } from '../../../../../tools/sistemaTs/testKeys';
import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { apiLane } from '../../../../../tools/testing/apiLane/lane';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';
import { pdfText } from '../../../../../tools/testing/pdfText';
import { schemaErrors } from '../../../../../tools/xml/officialSchemas';

/** A walk-in's billing data, as the doctor types them: no e-mail. */
const WALK_IN = {
  customerName: 'Marta Verdi',
  customerPhone: '06 45678901',
  fiscalCode: 'vrdmrt85a41h501s',
  billingAddress: 'Via Tuscolana 200',
  billingCity: 'Roma',
  billingPostalCode: '00181',
};
const INVOICE_NUMBER = /^\d{4}\/\d{4,}$/;
const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

let doctor: TestUser;
let adminOnly: TestUser;
let member: TestUser;
let patient: TestUser;
let healthService: string;
let keys: SistemaTsTestKeys;

const create = (body: unknown, cookie = doctor.cookie) =>
  api<OrderView & { message?: string }>('/api/admin/orders', { method: 'POST', cookie, body });
const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();
const tsPath = (orderId: string) => `/api/admin/orders/${orderId}/sistema-ts.xml`;
const tsDocument = (xml: string) => parser.parse(xml).inserimentoDocumentoSpesaRequest.idInserimentoDocumentoFiscale;

beforeAll(async () => {
  // The doctor's desk: the orders as admin, the Sistema TS as doctor (the demo admin has both roles).
  [doctor, adminOnly, member, patient] = await Promise.all([
    createUser({ admin: true, doctor: true }),
    createUser({ admin: true }),
    createUser(),
    createUser({ firstName: 'Giulia', lastName: 'Bianchi' }),
  ]);
  healthService = await createTestService({ price: 10000, category: 'consultation' });
  keys = await localSistemaTsKeys();
});

afterAll(removeTestServices);

describe('POST /api/admin/orders', () => {
  it('is 401 for a visitor and 403 for a member, and writes nothing', async () => {
    const body = { billing: WALK_IN, serviceId: healthService, paid: true, paymentMethod: 'contanti' };
    await settled();
    const before = apiLane()!.writes();
    expect((await api('/api/admin/orders', { method: 'POST', body })).status).toBe(401);
    const refused = await create(body, member.cookie);
    expect([refused.status, refused.body.message]).toEqual([403, 'Accesso riservato agli amministratori']);
    await settled();
    expect(apiLane()!.writes()).toEqual(before);
  });

  it("completes a member's paid order for a service at the price list's price, whatever amount is sent, with her latest order's billing data", async () => {
    // Her booking of last week gave the billing data the walk-in order takes.
    await completeAs(doctor, (await bookAs(patient, healthService, { customerName: 'Giulia Bianchi' })).id, 'carta');
    const response = await create({
      patientUid: patient.uid,
      serviceId: healthService,
      amountCents: 1,
      totalAmount: 1,
      freeLine: undefined,
      paid: true,
      paymentMethod: 'carta',
    });
    expect(response.status).toBe(201);
    // The patient, the latest order and the service in parallel, the invoice number, the commit.
    expect(response.roundTrips).toBe(5);
    const order = response.body;
    expect(order).toMatchObject({
      userId: patient.uid,
      serviceId: healthService,
      serviceName: `Servizio di prova ${healthService}`,
      totalAmount: 10000,
      status: 'completed',
      paymentMethod: 'carta',
      customerName: 'Giulia Bianchi',
      fiscalCode: 'BNCGLI85A41H501H',
      invoiceHealthService: true,
    });
    expect(order.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(Date.parse(order.invoiceDate!)).toBe(Date.parse(order.createdAt));
    // 100,00 + ENPAB 4,00 + stamp duty 2,00, as 'Completa' issues it.
    expect(order.invoiceTotal).toBe(10000);

    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'completed', totalAmount: 10000, invoiceNumber: order.invoiceNumber, freeLine: null });
    expect(stored?.issuedInvoice).toMatchObject({ serviceName: `Servizio di prova ${healthService}`, healthExempt: true, total: 10000 });
    const number = await db.collection('invoice_numbers').where('orderId', '==', order.id).get();
    expect(number.docs.map((document) => document.get('number'))).toEqual([order.invoiceNumber]);
    const audit = await db.collection('admin_audit').where('documentId', '==', order.id).get();
    expect(audit.docs.map((entry) => entry.get('action')).sort()).toEqual(['order.completed', 'order.create']);

    // The invoice: its PDF to the doctor and to the patient, whose order it is; the Sistema TS document.
    const pdf = await download(`/api/orders/${order.id}/invoice.pdf`, doctor.cookie);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(await pdfText(pdf.bytes)).toContain(order.invoiceNumber!);
    expect((await download(`/api/orders/${order.id}/invoice.pdf`, patient.cookie)).status).toBe(200);
    const mine = await api<OrderView[]>('/api/user/orders', { cookie: patient.cookie });
    expect(mine.body.map((item) => item.id)).toContain(order.id);
    const ts = await download(tsPath(order.id), doctor.cookie);
    expect(ts.status).toBe(200);
    expect(await schemaErrors(ts.text, 'sistemaTs')).toEqual([]);
    const document = tsDocument(ts.text);
    expect([document.idSpesa.numDocumentoFiscale.numDocumento, document.pagamentoTracciato]).toEqual([order.invoiceNumber, 'SI']);
    expect(sistemaTsDecrypt(keys.privateKey, document.cfCittadino)).toBe('BNCGLI85A41H501H');
  });

  it('invoices a new person without an account: in the list, the PDF, the Sistema TS and its CSV, never to a member', async () => {
    const response = await create({ billing: WALK_IN, serviceId: healthService, paid: true, paymentMethod: 'contanti' });
    expect(response.status).toBe(201);
    const order = response.body;
    expect(order).toMatchObject({
      userId: null,
      customerName: 'Marta Verdi',
      customerEmail: '',
      fiscalCode: 'VRDMRT85A41H501S',
      billingCountry: 'Italia',
      status: 'completed',
      paymentMethod: 'contanti',
    });
    expect(order.invoiceNumber).toMatch(INVOICE_NUMBER);
    await settled();

    // The admin's list finds it by name; no member ever sees it.
    const listed = await api<OrderView[]>('/api/orders?q=verdi', { cookie: doctor.cookie });
    expect(listed.body.map((item) => item.id)).toContain(order.id);
    for (const someone of [member, patient]) {
      const theirs = await api<OrderView[]>('/api/user/orders', { cookie: someone.cookie });
      expect(theirs.body.map((item) => item.id)).not.toContain(order.id);
      expect((await download(`/api/orders/${order.id}/invoice.pdf`, someone.cookie)).status).toBe(404);
    }

    const pdf = await download(`/api/orders/${order.id}/invoice.pdf`, doctor.cookie);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Marta Verdi');
    expect(text).toContain('VRDMRT85A41H501S');
    expect(text).toContain('Metodo di pagamento: contanti');

    const ts = await download(tsPath(order.id), doctor.cookie);
    expect(ts.status).toBe(200);
    expect(await schemaErrors(ts.text, 'sistemaTs')).toEqual([]);
    const document = tsDocument(ts.text);
    expect([document.idSpesa.numDocumentoFiscale.numDocumento, document.pagamentoTracciato]).toEqual([order.invoiceNumber, 'NO']);
    expect(sistemaTsDecrypt(keys.privateKey, document.cfCittadino)).toBe('VRDMRT85A41H501S');
    const yearView = await api<SistemaTsYearView>(`/api/admin/sistema-ts/${year}`, { cookie: doctor.cookie });
    expect(yearView.body.invoices.find((invoice) => invoice.orderId === order.id)).toMatchObject({
      customerName: 'Marta Verdi',
      state: 'da inviare',
    });
    const csv = await download(`/api/admin/invoices/sistema-ts.csv?year=${year}`, doctor.cookie);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`;${order.invoiceNumber};100,00;VRDMRT85A41H501S;0;SP`);
  });

  it('invoices a free line at its amount: its description on the invoice, the e-invoice when it is no health service', async () => {
    const health = await create({
      billing: { ...WALK_IN, customerEmail: 'marta@example.com' },
      freeLine: { description: 'Visita nutrizionale breve', amountCents: 4500 },
      paid: true,
      paymentMethod: 'bonifico',
    });
    expect(health.status).toBe(201);
    expect(health.body).toMatchObject({
      serviceId: null,
      serviceName: 'Visita nutrizionale breve',
      servicePrice: null,
      totalAmount: 4500,
      invoiceHealthService: true,
      customerEmail: 'marta@example.com',
    });
    expect(await storedOrder(health.body.id)).toMatchObject({
      freeLine: { description: 'Visita nutrizionale breve', healthService: true },
      issuedInvoice: { serviceName: 'Visita nutrizionale breve', serviceCategory: null, healthExempt: true },
    });
    expect(await pdfText((await download(`/api/orders/${health.body.id}/invoice.pdf`, doctor.cookie)).bytes)).toContain(
      'Visita nutrizionale breve',
    );
    expect((await download(tsPath(health.body.id), doctor.cookie)).status).toBe(200);

    const training = await create({
      billing: WALK_IN,
      freeLine: { description: 'Scheda di allenamento', amountCents: 3000, healthService: false },
      paid: true,
      paymentMethod: 'carta',
    });
    expect(training.body).toMatchObject({ totalAmount: 3000, invoiceHealthService: false });
    const sdi = await download(`/api/admin/orders/${training.body.id}/fatturapa.xml`, doctor.cookie);
    expect(sdi.status).toBe(200);
    expect(await schemaErrors(sdi.text, 'fatturaPa')).toEqual([]);
    expect(sdi.text).toContain('Scheda di allenamento');
    expect((await download(tsPath(training.body.id), doctor.cookie)).status).toBe(409);
  });

  it("leaves an unpaid order pending, without invoice, and 'Completa' invoices it later by its free line", async () => {
    const response = await create({
      patientUid: patient.uid,
      billing: { ...WALK_IN, customerName: 'Giulia Bianchi' },
      freeLine: { description: 'Controllo telefonico', amountCents: 3000 },
      paid: false,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', invoiceNumber: null, paymentMethod: null, userId: patient.uid });
    expect(await db.collection('invoice_numbers').where('orderId', '==', response.body.id).get()).toHaveProperty('empty', true);
    const completed = await completeAs(doctor, response.body.id, 'carta');
    expect(completed).toMatchObject({ status: 'completed', serviceName: 'Controllo telefonico', totalAmount: 3000 });
    expect((await storedOrder(response.body.id))?.issuedInvoice).toMatchObject({ serviceName: 'Controllo telefonico', healthExempt: true });
  });

  // 'x' stands for the test's service, made in beforeAll.
  it.each<[Record<string, unknown>, string]>([
    [{ serviceId: 'x', paid: true, paymentMethod: 'carta' }, 'Scegli un paziente o inserisci i dati di una nuova persona'],
    [{ billing: WALK_IN, paid: true, paymentMethod: 'carta' }, 'Scegli un servizio del listino o scrivi una voce libera'],
    [
      { billing: WALK_IN, serviceId: 'x', freeLine: { description: 'Visita', amountCents: 100 }, paid: true, paymentMethod: 'carta' },
      'Scegli un servizio del listino oppure una voce libera, non entrambi',
    ],
    [{ billing: WALK_IN, serviceId: 'x', paid: true }, 'Indica come ha pagato il paziente'],
    [
      { billing: WALK_IN, serviceId: 'x', paid: false, paymentMethod: 'carta' },
      'Il metodo di pagamento si indica solo per un ordine pagato',
    ],
    [{ billing: WALK_IN, serviceId: 'x', paymentMethod: 'carta' }, "Indica se l'ordine è già pagato"],
    [
      { billing: WALK_IN, serviceId: 'x', paid: true, paymentMethod: 'assegno' },
      'Metodo di pagamento non valido: contanti, carta, bonifico o altro',
    ],
    [
      { billing: { ...WALK_IN, fiscalCode: '' }, serviceId: 'x', paid: false },
      'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende',
    ],
    [
      { billing: { ...WALK_IN, fiscalCode: 'VRDMRT85A41H501Z' }, serviceId: 'x', paid: false },
      "Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde",
    ],
    [{ billing: { ...WALK_IN, customerEmail: 'marta' }, serviceId: 'x', paid: false }, 'Email non valida'],
    [{ billing: { ...WALK_IN, customerPhone: '06' }, serviceId: 'x', paid: false }, 'Il telefono deve essere di almeno 8 caratteri'],
    [{ billing: WALK_IN, freeLine: { description: 'Visita', amountCents: 0 }, paid: false }, "L'importo deve essere maggiore di zero"],
    [
      { billing: WALK_IN, freeLine: { description: 'Visita', amountCents: 1_000_001 }, paid: false },
      "L'importo può essere al massimo 10.000,00 €",
    ],
    [
      { billing: WALK_IN, freeLine: { description: 'Visita', amountCents: 12.5 }, paid: false },
      "L'importo va indicato in centesimi interi",
    ],
    [{ billing: WALK_IN, freeLine: { description: 'Visita', amountCents: '45' }, paid: false }, "Indica l'importo della voce libera"],
    [{ billing: WALK_IN, freeLine: { description: 'Vi', amountCents: 100 }, paid: false }, 'La descrizione deve avere almeno 3 caratteri'],
    [
      { billing: WALK_IN, freeLine: { description: '<b>Visita</b>', amountCents: 100 }, paid: false },
      'La descrizione può contenere solo lettere, numeri, spazi e la punteggiatura comune',
    ],
    [{ patientUid: 'a/b', serviceId: 'x', paid: false }, 'Paziente non valido'],
  ])('answers 400 in Italian and writes nothing for %j', async (body, message) => {
    await settled();
    const before = apiLane()!.writes();
    const response = await create({ ...body, serviceId: body.serviceId === 'x' ? healthService : body.serviceId });
    expect([response.status, response.body]).toEqual([400, { message }]);
    await settled();
    expect(apiLane()!.writes()).toEqual(before);
  });

  it('answers 404 for an unknown patient or an unknown or inactive service, and 400 for a member without billing data, writing nothing', async () => {
    const inactive = await createTestService({ isActive: false });
    const newcomer = await createUser();
    await settled();
    const before = apiLane()!.writes();
    const unknown = await create({ patientUid: 'non-esiste', serviceId: healthService, paid: false });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Paziente non trovato' }]);
    for (const serviceId of ['non-esiste', inactive]) {
      const refused = await create({ billing: WALK_IN, serviceId, paid: false });
      expect([refused.status, refused.body]).toEqual([404, { message: 'Servizio non trovato' }]);
    }
    const noBilling = await create({ patientUid: newcomer.uid, serviceId: healthService, paid: true, paymentMethod: 'carta' });
    expect([noBilling.status, noBilling.body]).toEqual([
      400,
      { message: 'Questo paziente non ha ancora dati di fatturazione: inseriscili' },
    ]);
    await settled();
    expect(apiLane()!.writes()).toEqual(before);
  });

  it('keeps the search terms of a name with an emoji, which the list then finds', async () => {
    const response = await create({ billing: { ...WALK_IN, customerName: 'Rosa🌸 Fiori' }, serviceId: healthService, paid: false });
    expect(response.status).toBe(201);
    await settled();
    expect(apiLane()!.bridge.failures).toEqual([]);
    const listed = await api<OrderView[]>('/api/orders?q=rosa%F0%9F%8C%B8', { cookie: doctor.cookie });
    expect(listed.body.map((item) => item.id)).toEqual([response.body.id]);
  });

  it("gives the admin without the doctor's role the order without her notes, as the list does", async () => {
    const response = await create({ billing: WALK_IN, serviceId: healthService, paid: false }, adminOnly.cookie);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', notes: '', userId: null });
  });
});
