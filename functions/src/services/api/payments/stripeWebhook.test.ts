import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { DEPOSIT_NOTICE, PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STRIPE_STAND_IN_SECRETS, stripeSignature } from '../../../../../tools/stripe/standIn';
import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { apiLane } from '../../../../../tools/testing/apiLane/lane';
import { waitForMails } from '../../../../../tools/testing/mailDev';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';
import { openCheckout, stripeStandIn } from '../../../../../tools/testing/stripeStandIn';

const PRICE = 9000;
const TOTAL = invoiceAmounts(PRICE, true).total;
const DEPOSIT = 2500;
const WEBHOOK = '/api/payments/webhook';
let member: TestUser;
let admin: TestUser;
let fullService: string;
let depositService: string;

const storedOrder = async (id: string) => (await db.collection(COLLECTIONS.orders).doc(id).get()).data()!;
const attempt = async (orderId: string, number: number) =>
  (await db.collection(COLLECTIONS.paymentAttempts).doc(`${orderId}-${number}`).get()).data();
const invoiceNumbersOf = async (orderId: string) =>
  (await db.collection(COLLECTIONS.invoiceNumbers).where('orderId', '==', orderId).get()).docs.map((document) => document.get('number'));
const auditOf = async (orderId: string) =>
  (await db.collection(COLLECTIONS.adminAudit).where('documentId', '==', orderId).get()).docs.map((document) => document.get('action'));

/** Sends a body to the webhook as Stripe would, with the signature header given. */
const postWebhook = (payload: string, signature?: string) =>
  api<{ received?: boolean; message?: string }>(WEBHOOK, {
    method: 'POST',
    rawBody: payload,
    headers: signature === undefined ? {} : { 'Stripe-Signature': signature },
  });

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  [fullService, depositService] = await Promise.all([
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'full' }),
    createTestService({ price: PRICE, category: 'consultation', onlinePayment: 'deposit', depositAmount: DEPOSIT }),
  ]);
});

afterAll(removeTestServices);

describe('POST /api/payments/webhook', () => {
  it("completes an order paid in full exactly as 'Completa' does, with the card as the payment method", async () => {
    const order = await bookAs(member, fullService);
    const session = await openCheckout(member, order.id);
    const delivery = await stripeStandIn().deliver((await stripeStandIn().pay(session.id, { deliver: false })).id);
    expect(delivery).toMatchObject({ statuses: [200], delivered: true });
    await settled();

    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({
      status: 'completed',
      paymentMethod: 'carta',
      invoiceNumber: expect.stringMatching(/^\d{4}\/\d{4,}$/),
      issuedInvoice: { total: TOTAL, healthExempt: true },
      payment: { mode: 'full', amount: TOTAL, remaining: 0, methodType: 'card', sessionId: session.id, attempt: 1 },
      checkout: { attempt: 1, sessionId: session.id, status: 'paid' },
    });
    expect(stored.payment.paymentIntentId).toMatch(/^pi_/);
    expect(await attempt(order.id, 1)).toMatchObject({ status: 'paid', refundDue: false });
    expect(await invoiceNumbersOf(order.id)).toEqual([stored.invoiceNumber]);
    expect((await db.collection(COLLECTIONS.orderStatusChanges).doc(order.id).get()).data()).toMatchObject({
      from: 'pending',
      to: 'completed',
      changedBy: member.uid,
    });
    expect(await auditOf(order.id)).toEqual(['order.completed']);
    // What 'Completa' brings follows: the patient's notification, and the invoice's PDF.
    const notices = await db.collection(COLLECTIONS.notifications).where('relatedId', '==', order.id).get();
    expect(notices.docs.map((notice) => notice.get('type'))).toEqual(['order_completed']);
    expect((await download(`/api/orders/${order.id}/invoice.pdf`, member.cookie)).status).toBe(200);
    // The patient's list reads it paid, with nothing left to pay online.
    const listed = (await api<{ id: string; payment: unknown; onlinePayment: unknown }[]>('/api/user/orders', { cookie: member.cookie }))
      .body;
    expect(listed.find((item) => item.id === order.id)).toMatchObject({
      payment: { mode: 'full', amount: TOTAL, remaining: 0 },
      onlinePayment: null,
    });
  });

  it('applies an event once under a redelivery and under two copies at once', async () => {
    const order = await bookAs(member, fullService);
    const event = await stripeStandIn().pay((await openCheckout(member, order.id)).id, { deliver: false });
    const copies = await Promise.all([stripeStandIn().deliver(event.id), stripeStandIn().deliver(event.id)]);
    expect(copies.map((copy) => copy.delivered)).toEqual([true, true]);
    await settled();
    const invoiceNumber = (await storedOrder(order.id)).invoiceNumber;
    expect((await stripeStandIn().deliver(event.id)).statuses).toEqual([200]);
    await settled();
    expect((await storedOrder(order.id)).invoiceNumber).toBe(invoiceNumber);
    expect(await invoiceNumbersOf(order.id)).toEqual([invoiceNumber]);
    expect(await auditOf(order.id)).toEqual(['order.completed']);
    const notices = await db.collection(COLLECTIONS.notifications).where('relatedId', '==', order.id).get();
    expect(notices.size).toBe(1);
  });

  it('ends in the same state whatever the order the events arrive in', async () => {
    // An asynchronous method: its success arrives before the completion that announced it.
    const order = await bookAs(member, fullService);
    const session = await openCheckout(member, order.id);
    const completed = await stripeStandIn().pay(session.id, { async: true, deliver: false });
    const succeeded = await stripeStandIn().settleAsync(session.id, 'succeeded', { deliver: false });
    await stripeStandIn().deliver(succeeded.id);
    await stripeStandIn().deliver(completed.id);
    await settled();
    expect(await storedOrder(order.id)).toMatchObject({ status: 'completed', checkout: { status: 'paid' }, payment: { amount: TOTAL } });
    expect(await attempt(order.id, 1)).toMatchObject({ status: 'paid' });

    // An older attempt's expiry after the newer attempt's payment.
    const second = await bookAs(member, fullService);
    const first = await openCheckout(member, second.id);
    // The first session expires at Stripe, but its event comes late: 'Paga ora' finds it expired and opens attempt 2.
    const expired = await stripeStandIn().expire(first.id, { deliver: false });
    const next = await openCheckout(member, second.id);
    await stripeStandIn().pay(next.id);
    await stripeStandIn().deliver(expired.id);
    await settled();
    expect(await storedOrder(second.id)).toMatchObject({
      status: 'completed',
      checkout: { attempt: 2, status: 'paid' },
      payment: { attempt: 2 },
    });
    expect(await attempt(second.id, 1)).toMatchObject({ status: 'expired' });
    expect(await attempt(second.id, 2)).toMatchObject({ status: 'paid' });
    expect(await invoiceNumbersOf(second.id)).toHaveLength(1);
  });

  it('refuses a wrong, old, missing or forged signature with a 400, changing nothing', async () => {
    const order = await bookAs(member, fullService);
    const event = await stripeStandIn().pay((await openCheckout(member, order.id)).id, { deliver: false });
    const payload = JSON.stringify(event);
    const { webhookSecret } = STRIPE_STAND_IN_SECRETS;
    // The stand-in signs as Stripe does: the SDK's own test header is the same.
    const timestamp = Math.floor(Date.now() / 1000);
    expect(stripeSignature(payload, webhookSecret, timestamp)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp }),
    );
    await settled();
    const before = apiLane()!.writes();
    const refusals = [
      await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_un_altro_segreto' })),
      await postWebhook(payload, stripeSignature(payload, webhookSecret, timestamp - 10 * 60)),
      await postWebhook(payload),
      await postWebhook(payload.replace(`"amount_total":${TOTAL}`, '"amount_total":1'), stripeSignature(payload, webhookSecret)),
      await postWebhook(payload, 'qualcosa'),
    ];
    await settled();
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(PAYMENT_MESSAGES.badSignature);
    }
    expect(apiLane()!.writes()).toEqual(before);
    expect(await storedOrder(order.id)).toMatchObject({ status: 'pending', payment: null, invoiceNumber: null });
    // The same event, rightly signed, is applied.
    expect((await postWebhook(payload, stripeSignature(payload, webhookSecret))).status).toBe(200);
    expect((await storedOrder(order.id)).status).toBe('completed');
  });

  it('leaves the order unpaid when its session expires or its payment fails, and ends the attempt', async () => {
    const order = await bookAs(member, fullService);
    await stripeStandIn().expire((await openCheckout(member, order.id)).id);
    expect(await storedOrder(order.id)).toMatchObject({
      status: 'pending',
      payment: null,
      invoiceNumber: null,
      checkout: { status: 'ended' },
    });
    expect(await attempt(order.id, 1)).toMatchObject({ status: 'expired', endedAt: expect.anything() });

    const session = await openCheckout(member, order.id);
    await stripeStandIn().pay(session.id, { async: true });
    expect(await storedOrder(order.id)).toMatchObject({ status: 'pending', checkout: { attempt: 2, status: 'processing' } });
    await stripeStandIn().settleAsync(session.id, 'failed');
    await settled();
    expect(await storedOrder(order.id)).toMatchObject({
      status: 'pending',
      payment: null,
      invoiceNumber: null,
      checkout: { status: 'ended' },
    });
    expect(await attempt(order.id, 2)).toMatchObject({ status: 'failed' });
    expect(
      (await api<{ id: string; onlinePayment: unknown }[]>('/api/user/orders', { cookie: member.cookie })).body.find(
        (item) => item.id === order.id,
      ),
    ).toMatchObject({
      onlinePayment: { mode: 'full', amount: TOTAL },
    });
  });

  it('keeps a paid deposit and what is left on the pending order, invoiced by the doctor at completion', async () => {
    const order = await bookAs(member, depositService);
    await stripeStandIn().pay((await openCheckout(member, order.id)).id);
    await settled();
    expect(await storedOrder(order.id)).toMatchObject({
      status: 'pending',
      invoiceNumber: null,
      payment: { mode: 'deposit', amount: DEPOSIT, remaining: TOTAL - DEPOSIT, methodType: 'card' },
    });
    expect(await invoiceNumbersOf(order.id)).toEqual([]);
    // Its receipt: a notice and an e-mail with the amount paid, since no invoice comes yet.
    const receipts = await db
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', member.uid)
      .where('type', '==', DEPOSIT_NOTICE.type)
      .get();
    expect(receipts.docs.filter((notice) => notice.get('relatedId') === order.id)).toHaveLength(1);
    const [mail] = await waitForMails(member.email, 'Caparra ricevuta:', 1);
    expect(mail!.text).toContain((DEPOSIT / 100).toFixed(2).replace('.', ','));
    const again = await api<{ message: string }>(`/api/orders/${order.id}/checkout`, { method: 'POST', cookie: member.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    // The doctor completes it at the visit: one invoice for the whole price, the balance's method hers to say.
    const completed = await completeAs(admin, order.id, 'contanti');
    expect(completed).toMatchObject({ status: 'completed', invoiceTotal: TOTAL, payment: { mode: 'deposit', amount: DEPOSIT } });
  });

  it('answers 5xx when its write fails, and is applied once when Stripe delivers it again', async () => {
    const order = await bookAs(member, fullService);
    const event = await stripeStandIn().pay((await openCheckout(member, order.id)).id, { deliver: false });
    apiLane()!.commitFaults.failNext({ touching: `${COLLECTIONS.paymentEvents}/${event.id}`, mode: 'lost' });
    const delivery = await stripeStandIn().deliver(event.id);
    expect(delivery.statuses[0]).toBeGreaterThanOrEqual(500);
    expect(delivery).toMatchObject({ delivered: true, statuses: [delivery.statuses[0], 200] });
    await settled();
    expect(await storedOrder(order.id)).toMatchObject({ status: 'completed', payment: { amount: TOTAL } });
    expect(await invoiceNumbersOf(order.id)).toHaveLength(1);
  });

  it('marks for a refund a payment the order no longer needs (cancelled meanwhile), leaving the order as it is', async () => {
    const order = await bookAs(member, fullService);
    const session = await openCheckout(member, order.id);
    await api(`/api/orders/${order.id}/status`, { method: 'PUT', cookie: admin.cookie, body: { status: 'cancelled' } });
    await stripeStandIn().pay(session.id);
    await settled();
    expect(await storedOrder(order.id)).toMatchObject({ status: 'cancelled', payment: null, invoiceNumber: null });
    expect(await attempt(order.id, 1)).toMatchObject({ status: 'paid', refundDue: true });
  });

  it('acknowledges the events it does not follow and sessions that are not the app’s, writing nothing', async () => {
    await settled();
    const before = apiLane()!.writes();
    const events = [
      { id: 'evt_test_altro', object: 'event', type: 'payment_intent.created', created: 1, data: { object: { id: 'pi_test_1' } } },
      {
        id: 'evt_test_estraneo',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1,
        data: { object: { id: 'cs_test_1', metadata: {}, client_reference_id: null, payment_method_types: ['card'] } },
      },
    ];
    for (const event of events) {
      const payload = JSON.stringify(event);
      expect((await postWebhook(payload, stripeSignature(payload, STRIPE_STAND_IN_SECRETS.webhookSecret))).status).toBe(200);
    }
    await settled();
    expect(apiLane()!.writes()).toEqual(before);
  });
});
