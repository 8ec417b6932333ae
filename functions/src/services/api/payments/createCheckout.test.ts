import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';
import { checkoutAs, openCheckout, sessionOf, stripeStandIn, withStripeUnreachable } from '../../../../../tools/testing/stripeStandIn';

const PRICE = 7000;
let member: TestUser;
let other: TestUser;
let admin: TestUser;
let fullService: string;
let depositService: string;
let studioService: string;

const storedOrder = async (id: string) => (await db.collection(COLLECTIONS.orders).doc(id).get()).data()!;
const attemptsOf = async (orderId: string) =>
  (await db.collection(COLLECTIONS.paymentAttempts).where('orderId', '==', orderId).get()).docs.map((document) => document.data());

beforeAll(async () => {
  [member, other, admin] = await Promise.all([createUser(), createUser(), createUser({ admin: true })]);
  [fullService, depositService, studioService] = await Promise.all([
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'full' }),
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'deposit', depositAmount: 2000 }),
    createTestService({ price: PRICE, category: 'consultation' }),
  ]);
});

afterAll(removeTestServices);

describe('POST /api/orders/{id}/checkout', () => {
  it("opens Stripe's Checkout for the invoice the server computes, whatever the client sends, with no health data", async () => {
    const order = await bookAs(member, fullService);
    expect(order.onlinePayment).toEqual({ mode: 'full', amount: invoiceAmounts(PRICE, true).total });
    const response = await checkoutAs(member, order.id, { amount: 1, unit_amount: 1, price: 1, mode: 'deposit' });
    expect(response.status).toBe(200);
    const session = sessionOf(response);
    expect(session.amount_total).toBe(invoiceAmounts(PRICE, true).total);
    expect(session).toMatchObject({
      currency: 'eur',
      locale: 'it',
      mode: 'payment',
      customer_email: order.customerEmail,
      client_reference_id: order.id,
      metadata: { orderId: order.id, attempt: '1' },
      payment_method_types: ['card'],
      invoice_creation: { enabled: false },
    });
    expect(Object.keys(session.metadata).sort()).toEqual(['attempt', 'orderId']);
    expect(session.line_items_sent).toEqual([{ name: 'Prestazione professionale', amount: session.amount_total, quantity: 1 }]);
    expect(session.success_url).toMatch(new RegExp(`/my-services/pagamento\\?ordine=${order.id}&esito=ok$`));
    expect(session.cancel_url).toMatch(/esito=annullato$/);
    // Stripe learns nothing of the visit: not the service, the notes, the fiscal code or the phone.
    const sent = JSON.stringify(session);
    for (const privateValue of [order.serviceName, order.notes, order.fiscalCode, order.customerPhone, order.customerName])
      expect(sent).not.toContain(privateValue);
    // The order is not paid by opening a payment: only the webhook marks it.
    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'pending', payment: null, checkout: { attempt: 1, sessionId: session.id, status: 'open' } });
    expect(await attemptsOf(order.id)).toMatchObject([
      { attempt: 1, sessionId: session.id, mode: 'full', amount: session.amount_total, status: 'open' },
    ]);
  });

  it('asks for the deposit the doctor set for the service, named neutrally', async () => {
    const order = await bookAs(member, depositService);
    expect(order.onlinePayment).toEqual({ mode: 'deposit', amount: 2000 });
    const session = await openCheckout(member, order.id);
    expect(session.amount_total).toBe(2000);
    expect(session.line_items_sent[0]!.name).toBe('Caparra confirmatoria per prestazione professionale');
  });

  it('gives back the open session on a second click: one order never has two sessions open', async () => {
    const order = await bookAs(member, fullService);
    const first = await checkoutAs(member, order.id);
    const second = await checkoutAs(member, order.id);
    expect(second.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('opens a new attempt, with a new session, once the last one expired', async () => {
    const order = await bookAs(member, fullService);
    const first = await openCheckout(member, order.id);
    await stripeStandIn().expire(first.id);
    expect((await storedOrder(order.id)).checkout).toMatchObject({ attempt: 1, status: 'ended' });
    const second = await openCheckout(member, order.id);
    expect(second.id).not.toBe(first.id);
    expect(second.metadata).toEqual({ orderId: order.id, attempt: '2' });
    expect((await attemptsOf(order.id)).map((attempt) => [attempt.attempt, attempt.status]).sort()).toEqual([
      [1, 'expired'],
      [2, 'open'],
    ]);
  });

  it('is 401 without a session and 404 for an unknown order or another member’s, with nothing written', async () => {
    const order = await bookAs(member, fullService);
    expect((await checkoutAs(undefined, order.id)).status).toBe(401);
    for (const response of [await checkoutAs(other, order.id), await checkoutAs(other, 'non-esiste'), await checkoutAs(admin, order.id)]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Ordine non trovato');
    }
    expect(await attemptsOf(order.id)).toEqual([]);
    expect(
      stripeStandIn()
        .allSessions()
        .filter((session) => session.client_reference_id === order.id),
    ).toEqual([]);
  });

  it('is 409 for an order paid at the studio, completed or cancelled', async () => {
    const atStudio = await bookAs(member, studioService);
    expect(atStudio.onlinePayment).toBeNull();
    const refusal = await checkoutAs(member, atStudio.id);
    expect(refusal.status).toBe(409);
    expect(refusal.body.message).toBe(PAYMENT_MESSAGES.notPayable);

    for (const status of ['completed', 'cancelled'] as const) {
      const order = await bookAs(member, fullService);
      expect((await api(`/api/orders/${order.id}/status`, { method: 'PUT', cookie: admin.cookie, body: { status } })).status).toBe(200);
      const response = await checkoutAs(member, order.id);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(PAYMENT_MESSAGES.notPending);
    }
  });

  it('is 503 with an Italian "riprova" when Stripe cannot be reached, and leaves the order untouched', async () => {
    const order = await bookAs(member, fullService);
    // The booking's triggers (the order's search terms) are done before the order is compared.
    await settled();
    const before = await storedOrder(order.id);
    const response = await withStripeUnreachable(() => checkoutAs(member, order.id));
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(PAYMENT_MESSAGES.unreachable);
    expect(response.body.message).toContain('riprova');
    expect(await storedOrder(order.id)).toEqual(before);
    expect(await attemptsOf(order.id)).toEqual([]);
    // Reachable again, the same click works.
    expect((await checkoutAs(member, order.id)).status).toBe(200);
  });
});
