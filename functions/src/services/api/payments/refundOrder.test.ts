import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import type { OrderDoc } from '@app/schemas/services/entities';
import { PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { REFUND_FAILED_NOTICE, REFUND_MESSAGES, type RefundResult } from '@app/schemas/services/refunds';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { apiLane } from '../../../../../tools/testing/apiLane/lane';
import { bookAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';
import { payOnline, stripeStandIn, withStripeUnreachable } from '../../../../../tools/testing/stripeStandIn';
import { Conflict } from '../../../shared/domainErrors';
import { refundOnStripe } from '../../payments/refunds';

const PRICE = 9000;
const TOTAL = invoiceAmounts(PRICE, true).total;
const DEPOSIT = 2500;
let member: TestUser;
let admin: TestUser;
let fullService: string;
let depositService: string;
let studioService: string;

const storedOrder = async (id: string) => (await db.collection(COLLECTIONS.orders).doc(id).get()).data()!;
const creditNoteNumbersOf = async (orderId: string) =>
  (await db.collection(COLLECTIONS.creditNoteNumbers).where('orderId', '==', orderId).get()).docs.map((document) => document.data());
const refundAs = (user: TestUser | undefined, orderId: string, body: unknown) =>
  api<RefundResult & { message?: string }>(`/api/admin/orders/${orderId}/refund`, { method: 'POST', cookie: user?.cookie, body });
/** The refunds the stand-in received for an order's payment. */
const refundsAtStripe = (paymentIntent: string) =>
  stripeStandIn()
    .allRefunds()
    .filter((refund) => refund.payment_intent === paymentIntent);

/** A paid order of the service, paid through the stand-in, as the webhook left it. */
async function paidOrder(serviceId: string) {
  const order = await bookAs(member, serviceId);
  const session = await payOnline(member, order.id);
  return { id: order.id, paymentIntent: session.payment_intent! };
}

/** Waits for the stand-in's refund events and the triggers they cause. */
async function refundsSettled() {
  await stripeStandIn().idle();
  await settled();
}

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  [fullService, depositService, studioService] = await Promise.all([
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'full' }),
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'deposit', depositAmount: DEPOSIT }),
    createTestService({ price: PRICE, category: 'consultation' }),
  ]);
});

afterEach(() => {
  stripeStandIn().refundOutcome = 'succeeded';
});

afterAll(removeTestServices);

describe('POST /api/admin/orders/{id}/refund', () => {
  it('refunds in part, then the rest: two credit notes whose sum is the invoice', async () => {
    const order = await paidOrder(fullService);
    const first = await refundAs(admin, order.id, { amountCents: 3000, reason: 'Visita accorciata' });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ attempt: 1, amountCents: 3000, status: 'pending', refundableCents: TOTAL - 3000 });
    // The order read and the refund's record.
    expect(first.roundTrips).toBeLessThanOrEqual(paymentsContract.refundOrder.roundTrips!);
    await refundsSettled();
    // Stripe received the payment, the amount and the ids: never the doctor's words.
    const [atStripe] = refundsAtStripe(order.paymentIntent);
    expect(atStripe).toMatchObject({ amount: 3000, metadata: { orderId: order.id, attempt: '1' }, status: 'succeeded' });
    expect(JSON.stringify(atStripe)).not.toContain('Visita accorciata');

    // No amount: what is left.
    const rest = await refundAs(admin, order.id, { reason: 'Annullata dalla dottoressa' });
    expect(rest.status).toBe(202);
    expect(rest.body).toEqual({ attempt: 2, amountCents: TOTAL - 3000, status: 'pending', refundableCents: 0 });
    await refundsSettled();

    const stored = await storedOrder(order.id);
    expect(stored.refunds['1']).toMatchObject({ status: 'succeeded', amount: 3000, reason: 'Visita accorciata' });
    expect(stored.refunds['2']).toMatchObject({ status: 'succeeded', amount: TOTAL - 3000 });
    const notes = [stored.refunds['1'].creditNote, stored.refunds['2'].creditNote];
    expect(notes.map((note) => note.number)).toEqual([
      expect.stringMatching(/^NC\d{4}\/\d{4}$/),
      expect.stringMatching(/^NC\d{4}\/\d{4}$/),
    ]);
    expect(notes[0].number).not.toBe(notes[1].number);
    expect(notes[0].amount + notes[1].amount).toBe(stored.issuedInvoice.total);
    expect((await creditNoteNumbersOf(order.id)).map((number) => number.amount).sort()).toEqual([3000, TOTAL - 3000].sort());
    // The invoice stays as issued.
    expect(stored).toMatchObject({ status: 'completed', creditNote: null, issuedInvoice: { total: TOTAL } });

    // The doctor's list shows them; nothing is left to refund.
    const listed = (await api<{ id: string; refunds: unknown[]; refundable: number }[]>('/api/orders', { cookie: admin.cookie })).body;
    expect(listed.find((item) => item.id === order.id)).toMatchObject({
      refundable: 0,
      refunds: [
        { attempt: 1, amount: 3000, status: 'succeeded', creditNoteNumber: notes[0].number, creditNoteAmount: 3000 },
        { attempt: 2, amount: TOTAL - 3000, status: 'succeeded', creditNoteNumber: notes[1].number },
      ],
    });
    const again = await refundAs(admin, order.id, { reason: 'Ancora' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REFUND_MESSAGES.nothingLeft);
  });

  it('refuses more than what is left, and an order not paid online, with a 409 and nothing written', async () => {
    const paid = await paidOrder(fullService);
    const studio = await bookAs(member, studioService);
    await settled();
    const before = apiLane()!.writes();
    const over = await refundAs(admin, paid.id, { amountCents: TOTAL + 1, reason: 'Troppo' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(REFUND_MESSAGES.tooMuch(TOTAL));
    const unpaid = await refundAs(admin, studio.id, { reason: 'Niente da rimborsare' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(REFUND_MESSAGES.notPaidOnline);
    await settled();
    expect(apiLane()!.writes()).toEqual(before);
    expect(refundsAtStripe(paid.paymentIntent)).toEqual([]);
  });

  it('is 401 without a session, 403 for a member, 404 for an unknown order, 400 without a reason', async () => {
    const order = await paidOrder(fullService);
    expect((await refundAs(undefined, order.id, { reason: 'Rimborso' })).status).toBe(401);
    expect((await refundAs(member, order.id, { reason: 'Rimborso' })).status).toBe(403);
    expect((await refundAs(admin, 'ordine-inesistente', { reason: 'Rimborso' })).status).toBe(404);
    const invalid = await refundAs(admin, order.id, { amountCents: 10.5 });
    expect(invalid.status).toBe(400);
    expect(refundsAtStripe(order.paymentIntent)).toEqual([]);
  });

  it('is 503 with an Italian "riprova" when Stripe cannot be reached, with nothing written', async () => {
    const order = await paidOrder(fullService);
    const before = await storedOrder(order.id);
    const response = await withStripeUnreachable(() => refundAs(admin, order.id, { reason: 'Rimborso' }));
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(PAYMENT_MESSAGES.unreachable);
    expect(await storedOrder(order.id)).toEqual(before);
    // Reachable again, the same click works.
    expect((await refundAs(admin, order.id, { reason: 'Rimborso' })).status).toBe(202);
    await refundsSettled();
  });

  it('issues one credit note whatever the copies of its events, delivered again or at once', async () => {
    stripeStandIn().refundOutcome = 'manual';
    const order = await paidOrder(fullService);
    expect((await refundAs(admin, order.id, { amountCents: 1000, reason: 'Sconto concordato' })).status).toBe(202);
    const [refund] = refundsAtStripe(order.paymentIntent);
    const events = await stripeStandIn().settleRefund(refund!.id, 'succeeded', { deliver: false });
    expect(events.map((event) => event.type)).toEqual(['refund.updated', 'charge.refunded']);
    // Both events about the refund at once, each twice, then each again.
    await Promise.all(events.flatMap((event) => [stripeStandIn().deliver(event.id), stripeStandIn().deliver(event.id)]));
    for (const event of events) expect((await stripeStandIn().deliver(event.id)).statuses).toEqual([200]);
    await settled();
    const stored = await storedOrder(order.id);
    expect(stored.refunds['1']).toMatchObject({ status: 'succeeded', creditNote: { amount: 1000 } });
    expect(await creditNoteNumbersOf(order.id)).toHaveLength(1);
  });

  it('issues nothing for a failed refund, tells the doctors without health data, and lets the amount be refunded again', async () => {
    stripeStandIn().refundOutcome = 'failed';
    const order = await paidOrder(fullService);
    expect((await refundAs(admin, order.id, { reason: 'Disdetta per motivi di salute' })).status).toBe(202);
    await refundsSettled();
    const stored = await storedOrder(order.id);
    expect(stored.refunds['1']).toMatchObject({ status: 'failed', creditNote: null, settledAt: expect.anything() });
    expect(await creditNoteNumbersOf(order.id)).toEqual([]);
    const notices = (await db.collection(COLLECTIONS.notifications).where('relatedId', '==', order.id).get()).docs.map((notice) =>
      notice.data(),
    );
    const alerts = notices.filter((notice) => notice.type === REFUND_FAILED_NOTICE.type);
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(alert).toMatchObject({ title: REFUND_FAILED_NOTICE.title, message: REFUND_FAILED_NOTICE.message(stored.customerName, TOTAL) });
      expect(alert.message).not.toContain('salute');
      expect(alert.message).not.toContain(stored.issuedInvoice.serviceName);
    }
    // The failed amount is refundable again, under a new attempt (a new idempotency key).
    stripeStandIn().refundOutcome = 'succeeded';
    const retry = await refundAs(admin, order.id, { reason: 'Secondo tentativo' });
    expect(retry.body).toMatchObject({ attempt: 2, amountCents: TOTAL, refundableCents: 0 });
    await refundsSettled();
    expect((await storedOrder(order.id)).refunds['2']).toMatchObject({ status: 'succeeded', creditNote: { amount: TOTAL } });
  });

  it('refunds a deposit without a credit note: no invoice was issued for it', async () => {
    const order = await paidOrder(depositService);
    const response = await refundAs(admin, order.id, { reason: 'Caparra restituita' });
    expect(response.body).toMatchObject({ amountCents: DEPOSIT, refundableCents: 0 });
    await refundsSettled();
    expect((await storedOrder(order.id)).refunds['1']).toMatchObject({ status: 'succeeded', amount: DEPOSIT, creditNote: null });
    expect(await creditNoteNumbersOf(order.id)).toEqual([]);
  });

  it('makes two requests of one attempt one refund at Stripe, and refuses a twin asking another amount', async () => {
    stripeStandIn().refundOutcome = 'manual';
    const order = await paidOrder(fullService);
    const twins = await Promise.all([
      refundAs(admin, order.id, { amountCents: 2000, reason: 'Doppio clic' }),
      refundAs(admin, order.id, { amountCents: 2000, reason: 'Doppio clic' }),
    ]);
    expect(twins.map((response) => response.status)).toEqual([202, 202]);
    // Overlapping, they took the same attempt, and Stripe made one refund of its key; run one after
    // the other by the scheduler, each is a refund of its own. Either way Stripe has what the app records.
    const twinAttempts = Object.keys((await storedOrder(order.id)).refunds);
    expect([['1'], ['1', '2']]).toContainEqual(twinAttempts);
    expect(refundsAtStripe(order.paymentIntent)).toHaveLength(twinAttempts.length);

    // Two requests that read the order at the same moment take the same attempt, hence the same
    // idempotency key: Stripe refuses the second one's other amount, and so does the app.
    const known = { ...(await storedOrder(order.id)), id: order.id } as OrderDoc;
    await refundOnStripe(known, order.paymentIntent, { amount: 1000, reason: 'Uno', requestedBy: admin.uid });
    await expect(refundOnStripe(known, order.paymentIntent, { amount: 1500, reason: 'Due', requestedBy: admin.uid })).rejects.toThrow(
      Conflict,
    );
    await expect(refundOnStripe(known, order.paymentIntent, { amount: 1500, reason: 'Due', requestedBy: admin.uid })).rejects.toThrow(
      REFUND_MESSAGES.twin,
    );
    expect(refundsAtStripe(order.paymentIntent)).toHaveLength(twinAttempts.length + 1);

    // Through the API, whether two such requests overlap is the scheduler's choice: overlapping, one
    // is the 409 above; one after the other, each is a refund of its own. Never more is refunded.
    const others = await Promise.all([
      refundAs(admin, order.id, { amountCents: 1000, reason: 'Tre' }),
      refundAs(admin, order.id, { amountCents: 1500, reason: 'Quattro' }),
    ]);
    const accepted = others.filter((response) => response.status === 202).length;
    for (const refused of others.filter((response) => response.status !== 202)) {
      expect([refused.status, refused.body.message]).toEqual([409, REFUND_MESSAGES.twin]);
    }
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(refundsAtStripe(order.paymentIntent)).toHaveLength(twinAttempts.length + 1 + accepted);
    expect(Object.keys((await storedOrder(order.id)).refunds)).toHaveLength(twinAttempts.length + 1 + accepted);
    await settled();
  });

  it("serves a partial credit note's PDF to the patient", async () => {
    const order = await paidOrder(fullService);
    await refundAs(admin, order.id, { amountCents: 1234, reason: 'Parte della visita' });
    await refundsSettled();
    const pdf = await download(`/api/orders/${order.id}/refunds/1/credit-note.pdf`, member.cookie);
    expect(pdf.status).toBe(200);
  });
});
