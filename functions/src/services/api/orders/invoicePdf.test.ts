import type { OrderView } from '@app/schemas/services/orders';
import { practice } from '@app/schemas/shared/practice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';
import { pdfText } from '../../../../../tools/testing/pdfText';

const HEALTH_EXEMPTION = "Operazione esente IVA ai sensi dell'art. 10, comma 1, n. 18, D.P.R. 633/1972";
const STAMP_DUTY = "Imposta di bollo assolta sull'originale per 2,00 €";
const SISTEMA_TS_OPPOSITION = 'Il paziente si è opposto alla trasmissione dei dati di questa spesa al Sistema Tessera Sanitaria';

let admin: TestUser;
let member: TestUser;
let otherMember: TestUser;
let healthService: string;
let trainingService: string;
let cheapService: string;

const pdfPath = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`;

async function invoiceText(orderId: string, cookie: string) {
  const file = await download(pdfPath(orderId), cookie);
  expect(file.status).toBe(200);
  return pdfText(file.bytes);
}

beforeAll(async () => {
  [admin, member, otherMember] = await Promise.all([createUser({ admin: true }), createUser(), createUser()]);
  [healthService, trainingService, cheapService] = await Promise.all([
    createTestService({ price: 10000, category: 'consultation' }),
    createTestService({ price: 12000, category: 'training' }),
    createTestService({ price: 5000, category: 'control' }),
  ]);
});

afterAll(removeTestServices);

describe('GET /api/orders/{orderId}/invoice.pdf', () => {
  it('is 401 for a visitor and 404 for another member, exactly as for an unknown order', async () => {
    const order = await completeAs(admin, (await bookAs(member, healthService)).id);
    expect((await download(pdfPath(order.id))).status).toBe(401);
    const asOther = await download(pdfPath(order.id), otherMember.cookie);
    const unknown = await download(pdfPath('non-esiste'), otherMember.cookie);
    expect([asOther.status, asOther.message]).toEqual([404, 'Ordine non trovato']);
    expect([unknown.status, unknown.message]).toEqual([404, 'Ordine non trovato']);
    expect(asOther.text).not.toContain(order.invoiceNumber!);
  });

  it('is 409 in Italian for a pending or a cancelled order', async () => {
    const pending = await bookAs(member, healthService);
    const response = await download(pdfPath(pending.id), member.cookie);
    expect([response.status, response.message]).toEqual([409, "La fattura non è disponibile: l'ordine è ancora in attesa"]);
    const cancelled = await bookAs(member, healthService);
    await api(`/api/orders/${cancelled.id}/status`, { method: 'PUT', cookie: admin.cookie, body: { status: 'cancelled' } });
    const asAdmin = await download(pdfPath(cancelled.id), admin.cookie);
    expect([asAdmin.status, asAdmin.message]).toEqual([409, "La fattura non è disponibile: l'ordine è annullato"]);
  });

  it('gives the owner and the admin a PDF with the art. 21 data, the exemption and the stamp duty', async () => {
    // The client's amount is ignored: the invoice follows the service's price.
    const booked = await bookAs(member, healthService, { totalAmount: 1 });
    const order = await completeAs(admin, booked.id);
    const file = await download(pdfPath(order.id), member.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`fattura-${order.invoiceNumber!.replace('/', '-')}.pdf`);
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');

    const text = await pdfText(file.bytes);
    const invoiceDate = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(order.invoiceDate!));
    for (const expected of [
      `Fattura n. ${order.invoiceNumber} del ${invoiceDate}`,
      practice.doctorName,
      practice.fiscalDetails.registeredOffice,
      `Partita IVA: ${practice.fiscalDetails.vatNumber}`,
      `Codice fiscale: ${practice.fiscalDetails.fiscalCode}`,
      practice.fiscalDetails.register,
      'Giulia Bianchi',
      'Via Roma 1',
      '00100 Roma (Italia)',
      'Codice fiscale: BNCGLI85A41H501H',
      `Consulenza nutrizionale: ${order.serviceName}`,
      `Data della prestazione: ${invoiceDate}`,
      'Onorario 94,23 €',
      'Contributo integrativo ENPAB 4% 3,77 €',
      'Imposta di bollo 2,00 €',
      'Totale 100,00 €',
      HEALTH_EXEMPTION,
      STAMP_DUTY,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(SISTEMA_TS_OPPOSITION);
    expect(await invoiceText(order.id, admin.cookie)).toBe(text);
  });

  it('prints a name beyond WinAnsi as typed and an emoji as ?, where the standard fonts made a 500', async () => {
    const booked = await bookAs(member, healthService, { customerName: 'Nguyễn Thị Ngọc Ánh 🙂', billingCity: 'Łódź' });
    const text = await invoiceText((await completeAs(admin, booked.id)).id, member.cookie);
    expect(text).toContain('CLIENTE Nguyễn Thị Ngọc Ánh ? Via Roma 1 00100 Łódź (Italia)');
  });

  it("shows a company's VAT number and the patient's opposition to the Sistema TS", async () => {
    const company = await completeAs(
      admin,
      (await bookAs(member, healthService, { billingType: 'company', fiscalCode: '', vatNumber: '12345670017' })).id,
    );
    const companyText = await invoiceText(company.id, member.cookie);
    expect(companyText).toContain('Partita IVA: 12345670017');
    expect(companyText).not.toContain('BNCGLI85A41H501H');

    const opposed = await completeAs(admin, (await bookAs(member, healthService, { sistemaTsOpposition: true })).id);
    expect(await invoiceText(opposed.id, member.cookie)).toContain(SISTEMA_TS_OPPOSITION);
  });

  it('charges VAT on a service that is not a health service, without exemption or stamp duty', async () => {
    const order = await completeAs(admin, (await bookAs(member, trainingService)).id);
    const text = await invoiceText(order.id, member.cookie);
    expect(text).toContain('Onorario 94,58 €');
    expect(text).toContain('Contributo integrativo ENPAB 4% 3,78 €');
    expect(text).toContain('IVA 22% 21,64 €');
    expect(text).toContain('Totale 120,00 €');
    expect(text).not.toContain(HEALTH_EXEMPTION);
    expect(text).not.toContain('Imposta di bollo');
  });

  it('keeps what the invoice said when issued, whatever later happens to the service', async () => {
    const serviceId = await createTestService({ price: 10000, category: 'control' });
    const order = await completeAs(admin, (await bookAs(member, serviceId)).id);
    expect(order.invoiceTotal).toBe(10000);
    await db.collection('services').doc(serviceId).update({ category: 'training', price: 99900, name: 'Rinominato' });
    const text = await invoiceText(order.id, member.cookie);
    expect(text).toContain(`Visita di controllo nutrizionale: Servizio di prova ${serviceId}`);
    expect(text).toContain('Totale 100,00 €');
    expect(text).toContain(HEALTH_EXEMPTION);
    const [listed] = (await api<OrderView[]>('/api/user/orders', { cookie: member.cookie })).body.filter((view) => view.id === order.id);
    expect(listed?.invoiceTotal).toBe(10000);
  });

  it('has no stamp duty up to € 77,47', async () => {
    const order = await completeAs(admin, (await bookAs(member, cheapService)).id);
    const text = await invoiceText(order.id, member.cookie);
    expect(text).toContain('Totale 50,00 €');
    expect(text).toContain(HEALTH_EXEMPTION);
    expect(text).not.toContain('Imposta di bollo');
  });
});
