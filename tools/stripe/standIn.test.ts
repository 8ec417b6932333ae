import { COLLECTIONS } from '@app/schemas/shared/collections';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, db, settled, type TestUser } from '../testing/api';
import { bookAs, createTestService, removeTestServices } from '../testing/orders';
import { openCheckout, payOnline, stripeStandIn } from '../testing/stripeStandIn';
import { STRIPE_STAND_IN_SECRETS } from './standIn';

let member: TestUser;
let serviceId: string;

beforeAll(async () => {
  member = await createUser();
  serviceId = await createTestService({ price: 5000, category: 'consultation', onlinePayment: 'full' });
});

afterAll(removeTestServices);

const press = (url: string, button: 'paga' | 'rifiuta' | 'annulla') => fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });

describe('the Stripe stand-in', () => {
  it("serves the hosted page in Italian: 'Carta rifiutata' keeps it open, 'Annulla' goes back, 'Paga' goes back and the webhook follows", async () => {
    const order = await bookAs(member, serviceId);
    const session = await openCheckout(member, order.id);
    const url = session.url!;
    const page = await (await fetch(url)).text();
    expect(page).toContain('<html lang="it">');
    for (const button of ['Paga 50,00', 'Carta rifiutata', 'Annulla']) expect(page.replace(/\s/g, ' ')).toContain(button);

    const declined = await press(url, 'rifiuta');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('La carta è stata rifiutata');
    const cancelled = await press(url, 'annulla');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(session.cancel_url);
    expect(stripeStandIn().session(session.id)?.status).toBe('open');

    const paid = await press(url, 'paga');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    await stripeStandIn().idle();
    await settled();
    expect(stripeStandIn().deliveries.map((delivery) => [delivery.type, delivery.statuses])).toEqual([
      ['checkout.session.completed', [200]],
    ]);
    expect((await db.collection(COLLECTIONS.orders).doc(order.id).get()).get('status')).toBe('completed');
    expect((await press(url, 'paga')).status).toBe(409);
  });

  it('refuses a wrong key, and a reused idempotency key with other parameters, as Stripe does', async () => {
    const sessions = `${stripeStandIn().apiUrl}/v1/checkout/sessions`;
    const form = (amount: number) =>
      new URLSearchParams({
        mode: 'payment',
        success_url: 'http://127.0.0.1/ok',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(amount),
        'line_items[0][price_data][product_data][name]': 'Prestazione professionale',
      }).toString();
    const post = (key: string, body: string) =>
      fetch(sessions, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': 'prova-1', 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post('sk_test_sbagliata', form(1000))).status).toBe(401);
    const first = (await (await post(STRIPE_STAND_IN_SECRETS.secretKey, form(1000))).json()) as { id: string; amount_total: number };
    expect(first.amount_total).toBe(1000);
    const again = (await (await post(STRIPE_STAND_IN_SECRETS.secretKey, form(1000))).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const other = await post(STRIPE_STAND_IN_SECRETS.secretKey, form(2000));
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it('creates refunds as the SDK asks them, within what was paid, and sends their events signed', async () => {
    const order = await bookAs(member, serviceId);
    const session = await payOnline(member, order.id);
    stripeStandIn().deliveries.splice(0);
    // The official SDK against the stand-in, as the functions call it.
    const api = new URL(stripeStandIn().apiUrl);
    const stripe = new Stripe(STRIPE_STAND_IN_SECRETS.secretKey, {
      host: api.hostname,
      port: api.port,
      protocol: 'http',
      telemetry: false,
    });
    const ask = (amount: number, key: string) =>
      stripe.refunds.create(
        { payment_intent: session.payment_intent!, amount, metadata: { orderId: order.id, attempt: '9' } },
        { idempotencyKey: key },
      );
    const refund = await ask(1000, 'rimborso-1');
    expect(refund).toMatchObject({ object: 'refund', amount: 1000, status: 'pending', metadata: { orderId: order.id, attempt: '9' } });
    expect((await ask(1000, 'rimborso-1')).id).toBe(refund.id);
    await expect(ask(2000, 'rimborso-1')).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(ask(session.amount_total, 'rimborso-2')).rejects.toMatchObject({ code: 'amount_too_large' });
    await stripeStandIn().idle();
    await settled();
    // Settled after the answer: its events reached the app's webhook, whose signature check accepted them.
    expect(stripeStandIn().deliveries.map((delivery) => [delivery.type, delivery.statuses])).toEqual([
      ['refund.updated', [200]],
      ['charge.refunded', [200]],
    ]);
    expect(
      stripeStandIn()
        .allRefunds()
        .find((found) => found.id === refund.id)?.status,
    ).toBe('succeeded');

    // Failing: the refund's amount is refundable again.
    stripeStandIn().refundOutcome = 'failed';
    await ask(session.amount_total - 1000, 'rimborso-3');
    await stripeStandIn().idle();
    await settled();
    expect(
      stripeStandIn()
        .deliveries.slice(2)
        .map((delivery) => delivery.type),
    ).toEqual(['refund.updated', 'refund.failed']);
    stripeStandIn().refundOutcome = 'succeeded';
    expect((await ask(session.amount_total - 1000, 'rimborso-4')).amount).toBe(session.amount_total - 1000);
    await stripeStandIn().idle();
    await settled();
  });
});
