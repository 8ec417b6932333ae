import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { bookAs, createTestService, download, removeTestServices } from '../../../../tools/testing/orders';
import { payOnline, stripeStandIn } from '../../../../tools/testing/stripeStandIn';
import { schemaErrors } from '../../../../tools/xml/officialSchemas';
import { HEALTH_NOT_SDI } from './fiscalRefusals';

/** docs/fiscal.md, Credit notes: each refund's credit note of a service that is not a health service is an SdI e-invoice (TD04). */
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
});
afterAll(removeTestServices);

/** An order of a new service paid online in full through the stand-in, as the webhook left it. */
async function paidOrder(service: Parameters<typeof createTestService>[0]) {
  const order = await bookAs(member, await createTestService({ ...service, onlinePayment: 'full' }));
  await payOnline(member, order.id);
  return order.id;
}

/** A refund asked by the doctor, once Stripe's events and their triggers are done. */
async function refund(orderId: string, body: { amountCents?: number; reason: string }) {
  expect((await api(`/api/admin/orders/${orderId}/refund`, { method: 'POST', cookie: admin.cookie, body })).status).toBe(202);
  await stripeStandIn().idle();
  await settled();
}

const eInvoiceOf = (orderId: string, attempt: number, user: TestUser) =>
  download(`/api/admin/orders/${orderId}/refunds/${attempt}/credit-note/fatturapa.xml`, user.cookie);

describe('GET /api/admin/orders/{orderId}/refunds/{attempt}/credit-note/fatturapa.xml', () => {
  it('is the TD04 of each refund of a non-health service: valid, partial then the rest, adding up to the invoice', async () => {
    const orderId = await paidOrder({ price: 12000, category: 'training', healthService: false });
    await refund(orderId, { amountCents: 5000, reason: 'Due settimane non svolte' });
    // No credit note for a refund not asked yet: 409.
    expect((await eInvoiceOf(orderId, 2, admin)).status).toBe(409);
    await refund(orderId, { reason: 'Percorso interrotto' });

    const totals = [];
    for (const attempt of [1, 2]) {
      const file = await eInvoiceOf(orderId, attempt, admin);
      expect(file.status).toBe(200);
      expect(await schemaErrors(file.text, 'fatturaPa')).toEqual([]);
      expect(file.text).toContain('<TipoDocumento>TD04</TipoDocumento>');
      totals.push(Number(/<ImportoTotaleDocumento>([\d.]+)<\/ImportoTotaleDocumento>/.exec(file.text)![1]));
    }
    expect(totals).toEqual([50, 70]);
    const invoiceTotal = (await db.collection(COLLECTIONS.orders).doc(orderId).get()).get('issuedInvoice.total') as number;
    expect((totals[0]! + totals[1]!) * 100).toBe(invoiceTotal);
    expect((await eInvoiceOf(orderId, 1, member)).status).toBe(403);
  });

  it("is refused for a health service's refund: those go to the Sistema TS, never through SdI", async () => {
    const orderId = await paidOrder({ price: 9000, category: 'consultation' });
    await refund(orderId, { amountCents: 1000, reason: 'Parte della visita' });
    const refused = await eInvoiceOf(orderId, 1, admin);
    expect([refused.status, refused.message]).toEqual([409, HEALTH_NOT_SDI.message]);
  });
});
