import { DISPUTE_NOTICE } from '@app/schemas/services/disputes';
import type { OrderView } from '@app/schemas/services/orders';
import { paymentStateOf } from '@app/schemas/services/paymentState';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STRIPE_STAND_IN_SECRETS, stripeSignature } from '../../../../../tools/stripe/standIn';
import { api, createDoctor, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { uniqueTag } from '../../../../../tools/testing/build';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';
import { payOnline } from '../../../../../tools/testing/stripeStandIn';

/** docs/payments.md, Disputes. */
let member: TestUser;
let doctor: TestUser;
let serviceId: string;

beforeAll(async () => {
  [member, doctor, serviceId] = await Promise.all([
    createUser(),
    createDoctor(),
    createTestService({ price: 9000, category: 'consultation', onlinePayment: 'full' }),
  ]);
});
afterAll(removeTestServices);

/** A dispute event as Stripe sends it, signed with the webhook's secret, `secondsAgo` before now. */
function disputeEvent(
  type: string,
  paymentIntent: string,
  dispute: { id: string; status: string },
  secondsAgo = 0,
  eventId = `evt_${uniqueTag()}`,
) {
  const created = Math.floor(Date.now() / 1000) - secondsAgo;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created,
    data: { object: { object: 'dispute', payment_intent: paymentIntent, amount: 9540, reason: 'fraudulent', ...dispute } },
  });
  return api<{ received?: boolean }>('/api/payments/webhook', {
    method: 'POST',
    rawBody: payload,
    headers: { 'Stripe-Signature': stripeSignature(payload, STRIPE_STAND_IN_SECRETS.webhookSecret, created) },
  });
}

async function paidOrder() {
  const order = await bookAs(member, serviceId);
  const session = await payOnline(member, order.id);
  return { id: order.id, paymentIntent: session.payment_intent! };
}

const viewOf = async (orderId: string) =>
  (await api<OrderView[]>('/api/user/orders', { cookie: member.cookie })).body.find((order) => order.id === orderId)!;

describe('a dispute of an online payment', () => {
  it('is recorded on the order, shown as contested, and told to the doctors once, without health data', async () => {
    const order = await paidOrder();
    const dispute = { id: `dp_${uniqueTag()}`, status: 'needs_response' };
    const eventId = `evt_${uniqueTag()}`;
    const created = await disputeEvent('charge.dispute.created', order.paymentIntent, dispute, 0, eventId);
    expect(created.status).toBe(200);
    // Stripe delivers it again, and sends another creation of the same dispute: nothing more.
    expect((await disputeEvent('charge.dispute.created', order.paymentIntent, dispute, 0, eventId)).status).toBe(200);
    expect((await disputeEvent('charge.dispute.created', order.paymentIntent, dispute)).status).toBe(200);

    const view = await viewOf(order.id);
    expect(view.dispute).toMatchObject({ amount: 9540, reason: 'fraudulent', status: 'needs_response' });
    expect(paymentStateOf(view)).toEqual({ kind: 'disputed', label: 'Pagamento contestato' });
    const notices = await db
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', doctor.uid)
      .where('type', '==', DISPUTE_NOTICE.type)
      .where('relatedId', '==', order.id)
      .get();
    expect(notices.docs.map((notice) => notice.get('message'))).toEqual([DISPUTE_NOTICE.message(view.customerName, 9540)]);
    expect(notices.docs[0]!.get('message')).toBe(
      `${view.customerName} ha contestato presso la banca un pagamento di 95,40 €: rispondi dalla dashboard di Stripe entro la scadenza indicata.`,
    );
  });

  it('follows its updates in any order: won, the payment stands; an older update come late changes nothing', async () => {
    const order = await paidOrder();
    const id = `dp_${uniqueTag()}`;
    await disputeEvent('charge.dispute.created', order.paymentIntent, { id, status: 'needs_response' }, 120);
    await disputeEvent('charge.dispute.closed', order.paymentIntent, { id, status: 'won' }, 10);
    await disputeEvent('charge.dispute.updated', order.paymentIntent, { id, status: 'under_review' }, 60);
    const view = await viewOf(order.id);
    expect(view.dispute).toMatchObject({ status: 'won' });
    expect(paymentStateOf(view)?.kind).toBe('paid');
  });

  it('leaves alone a dispute of a payment that is not the app’s, and refuses a wrong signature with nothing changed', async () => {
    expect((await disputeEvent('charge.dispute.created', 'pi_altrui', { id: `dp_${uniqueTag()}`, status: 'needs_response' })).status).toBe(
      200,
    );
    const order = await paidOrder();
    const refused = await api('/api/payments/webhook', {
      method: 'POST',
      rawBody: JSON.stringify({
        id: 'evt_falso',
        type: 'charge.dispute.created',
        data: { object: { payment_intent: order.paymentIntent } },
      }),
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    });
    expect(refused.status).toBe(400);
    expect((await viewOf(order.id)).dispute).toBeNull();
  });
});
