import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { dayFromToday, removeAppointmentsOf, slotsOf } from '../../../../tools/testing/appointments';
import { bookAs, removeTestServices } from '../../../../tools/testing/orders';
import { openCheckout, paidOnlinePractice, stripeStandIn } from '../../../../tools/testing/stripeStandIn';
import { attemptId } from '../data/payments';
import { OVERDUE_AFTER_MS, reconcilePayments, UNDELIVERED_LOOKBACK_MS } from './reconcilePayments';

/** docs/payments.md, Reconciliation: the nightly run against Stripe, on a fixed clock. */
let consultation: string;
let program: string;
const patients: TestUser[] = [];

beforeAll(async () => {
  ({ consultation, program } = await paidOnlinePractice());
});
afterAll(async () => {
  await removeAppointmentsOf(patients.map((patient) => patient.uid));
  await removeTestServices();
});

async function patient() {
  const user = await createUser();
  patients.push(user);
  return user;
}

const orderOf = async (id: string) => (await db.collection(COLLECTIONS.orders).doc(id).get()).data()!;
const attemptOf = async (orderId: string) => (await db.collection(COLLECTIONS.paymentAttempts).doc(attemptId(orderId, 1)).get()).data()!;
/** A run of the reconciliation at `now`, with the triggers it sets off delivered. */
async function reconcileAt(now: Date) {
  const outcome = await reconcilePayments(now);
  await settled();
  return outcome;
}

describe('the nightly reconciliation with Stripe', () => {
  it('applies a payment whose webhook never arrived, once: the order is paid and invoiced, a second run changes nothing', async () => {
    const member = await patient();
    const order = await bookAs(member, program);
    const session = await openCheckout(member, order.id);
    // Paid at Stripe, but the webhook is never delivered.
    await stripeStandIn().pay(session.id, { deliver: false });
    expect((await orderOf(order.id)).status).toBe('pending');

    const first = await reconcileAt(new Date());
    expect(first.replayed).toBeGreaterThanOrEqual(1);
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: 'completed', payment: { mode: 'full', amount: 45000, sessionId: session.id } });
    expect(paid.invoiceNumber).toBeTruthy();

    await reconcileAt(new Date());
    const again = await orderOf(order.id);
    expect(again.invoiceNumber).toBe(paid.invoiceNumber);
    expect(again.payment).toEqual(paid.payment);
  });

  it('settles a visit’s payment left open past its end as Stripe has it: expired, the visit it held is released', async () => {
    const member = await patient();
    const [slot] = (await slotsOf(member, consultation, 'online', dayFromToday(6), dayFromToday(7))).body;
    const order = await bookAs(member, consultation, { appointment: { locationId: 'online', start: slot!.start } });
    const session = await openCheckout(member, order.id);
    await stripeStandIn().expire(session.id, { deliver: false });

    // Past the events' three days: only the attempt still open tells of it.
    const now = new Date(Date.now() + UNDELIVERED_LOOKBACK_MS + 60_000);
    const outcome = await reconcileAt(now);
    expect(outcome.settled).toBeGreaterThanOrEqual(1);
    expect(await attemptOf(order.id)).toMatchObject({ status: 'expired' });
    const visit = (await db.collection(COLLECTIONS.appointments).doc(order.visit!.appointmentId).get()).data()!;
    expect(visit.status).toBe('expired');
    expect((await orderOf(order.id)).status).toBe('cancelled');

    // Settled: the next run reads it no more.
    expect((await reconcileAt(now)).overdue).not.toContain(attemptId(order.id, 1));
  });

  it('flags, and leaves as it is, a payment Stripe still calls open past its end; one within its time is not read', async () => {
    const member = await patient();
    const order = await bookAs(member, program);
    await openCheckout(member, order.id);

    expect((await reconcileAt(new Date())).overdue).not.toContain(attemptId(order.id, 1));
    const late = await reconcileAt(new Date(Date.now() + OVERDUE_AFTER_MS + 60_000));
    expect(late.overdue).toContain(attemptId(order.id, 1));
    expect(await attemptOf(order.id)).toMatchObject({ status: 'open' });
    expect((await orderOf(order.id)).status).toBe('pending');
  });
});
