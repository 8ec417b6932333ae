import type { SlotView } from '@app/schemas/appointments/appointments';
import { CHECKOUT_OPEN_MINUTES, RESCHEDULE } from '@app/schemas/services/payments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { dayFromToday, doctorCall, removeAppointmentsOf, slotsOf } from '../../../../../tools/testing/appointments';
import { bookAs, removeTestServices } from '../../../../../tools/testing/orders';
import { openCheckout, paidOnlinePractice, stripeStandIn } from '../../../../../tools/testing/stripeStandIn';
import { LATE_PAYMENT_REFUND_REASON } from '../../payments/cancellationRefund';

/** docs/payments.md, Holding the time: a booking's visit is held while its payment is open. */
let doctor: TestUser;
let consultation: string;
let program: string;
const patients: TestUser[] = [];

beforeAll(async () => {
  ({ doctor, consultation, program } = await paidOnlinePractice());
});
afterAll(async () => {
  await removeAppointmentsOf(patients.map((patient) => patient.uid));
  await removeTestServices();
});

/** A patient's booking of the consultation paid online, at a free online time `days` ahead. */
async function bookingWithVisit(days: number) {
  const patient = await createUser();
  patients.push(patient);
  const [slot] = (await slotsOf(patient, consultation, 'online', dayFromToday(days), dayFromToday(days + 1))).body;
  const order = await bookAs(patient, consultation, { appointment: { locationId: 'online', start: slot!.start } });
  return { patient, order, slot: slot!, appointmentId: order.visit!.appointmentId };
}

const visitOf = async (id: string) => (await db.collection(COLLECTIONS.appointments).doc(id).get()).data()!;
const isFree = async (patient: TestUser, slot: SlotView, days: number) =>
  (await slotsOf(patient, consultation, 'online', dayFromToday(days), dayFromToday(days + 1))).body.some(
    (free) => free.start === slot.start,
  );
const noticesOf = async (uid: string, type: string) =>
  (await db.collection(COLLECTIONS.notifications).where('userId', '==', uid).where('type', '==', type).get()).size;

describe('a visit held while its payment is open', () => {
  it('opens a visit’s session for Stripe’s shortest time, a package’s for the longest', async () => {
    const { patient, order } = await bookingWithVisit(3);
    const before = Math.floor(Date.now() / 1000);
    const visitSession = await openCheckout(patient, order.id);
    expect(visitSession.expires_at - before).toBeGreaterThanOrEqual(CHECKOUT_OPEN_MINUTES.visit * 60 - 5);
    expect(visitSession.expires_at - before).toBeLessThanOrEqual(CHECKOUT_OPEN_MINUTES.visit * 60 + 5);
    const packageOrder = await bookAs(patient, program);
    const packageSession = await openCheckout(patient, packageOrder.id);
    expect(packageSession.expires_at - before).toBeGreaterThanOrEqual(24 * 60 * 60 - 5);
  });

  it('is released when the session expires unpaid: the request expires, its time is free, she is told once', async () => {
    const { patient, order, slot, appointmentId } = await bookingWithVisit(4);
    expect(await isFree(patient, slot, 4)).toBe(false);
    const session = await openCheckout(patient, order.id);
    const expired = await stripeStandIn().expire(session.id, { deliver: false });
    // Delivered twice: the second changes nothing.
    expect((await stripeStandIn().deliver(expired.id)).statuses).toEqual([200]);
    expect((await stripeStandIn().deliver(expired.id)).statuses).toEqual([200]);
    await settled();
    expect(await visitOf(appointmentId)).toMatchObject({ status: 'expired', slotIds: [] });
    expect(await isFree(patient, slot, 4)).toBe(true);
    expect(await noticesOf(patient.uid, 'appointment_released')).toBe(1);
    // The unpaid order goes with its visit, as when a request expires unanswered.
    expect((await db.collection(COLLECTIONS.orders).doc(order.id).get()).get('status')).toBe('cancelled');
  });

  it('stays held when the doctor confirmed it, or when she opened a newer session', async () => {
    const confirmed = await bookingWithVisit(5);
    const first = await openCheckout(confirmed.patient, confirmed.order.id);
    expect((await doctorCall(doctor, `/${confirmed.appointmentId}/confirm`)).status).toBe(200);
    await stripeStandIn().expire(first.id);
    expect((await visitOf(confirmed.appointmentId)).status).toBe('confirmed');

    const retried = await bookingWithVisit(6);
    const old = await openCheckout(retried.patient, retried.order.id);
    const late = await stripeStandIn().expire(old.id, { deliver: false });
    // She pressed 'Paga ora' again meanwhile: the app finds the first session expired and opens another.
    const newer = await openCheckout(retried.patient, retried.order.id);
    expect(newer.id).not.toBe(old.id);
    await stripeStandIn().deliver(late.id);
    expect((await visitOf(retried.appointmentId)).status).toBe('pending');
  });
});

describe('a payment that arrives after its visit went (docs/payments.md, A payment after its visit)', () => {
  /** A booking paid with a method that confirms later (a bank debit), then declined by the doctor while the money is on its way. */
  async function declinedWhileProcessing(days: number) {
    const booking = await bookingWithVisit(days);
    const session = await openCheckout(booking.patient, booking.order.id);
    await stripeStandIn().pay(session.id, { async: true });
    expect((await doctorCall(doctor, `/${booking.appointmentId}/decline`, { reason: null })).status).toBe(200);
    await settled();
    return { ...booking, session };
  }
  const orderOf = async (id: string) => (await db.collection(COLLECTIONS.orders).doc(id).get()).data()!;
  const doctorNotices = async (orderId: string) =>
    (
      await db.collection(COLLECTIONS.notifications).where('userId', '==', doctor.uid).where('type', '==', RESCHEDULE.type).get()
    ).docs.filter((notice) => notice.get('relatedId') === orderId).length;

  it('keeps the order waiting for the money; paid, it is kept and invoiced, the doctor told once; ‘Riprogrammata’ clears it', async () => {
    const { order, session } = await declinedWhileProcessing(9);
    const waiting = await orderOf(order.id);
    expect(waiting.status).toBe('pending');
    expect(waiting.rescheduleDueAt).toBeTruthy();

    const succeeded = await stripeStandIn().settleAsync(session.id, 'succeeded');
    await stripeStandIn().deliver(succeeded.id);
    await settled();
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: 'completed', payment: { amount: 9000 } });
    expect(paid.invoiceNumber).toBeTruthy();
    expect(paid.rescheduleDueAt).toBeTruthy();
    expect(await doctorNotices(order.id)).toBe(1);

    const admin = await createUser({ admin: true });
    const path = `/api/admin/orders/${order.id}/rescheduled`;
    expect((await api(path, { method: 'POST', cookie: admin.cookie })).body).toEqual({ rescheduled: true });
    expect((await orderOf(order.id)).rescheduleDueAt).toBeNull();
    const again = await api<{ message: string }>(path, { method: 'POST', cookie: admin.cookie });
    expect([again.status, again.body.message]).toEqual([409, RESCHEDULE.notDue]);
  });

  it('gives the payment back whole when the practice chose so (LATE_PAYMENTS=refund): once, with its credit note, nothing to reschedule', async () => {
    process.env.LATE_PAYMENTS = 'refund';
    try {
      const { order, session } = await declinedWhileProcessing(11);
      const succeeded = await stripeStandIn().settleAsync(session.id, 'succeeded', { deliver: false });
      // Delivered twice: one refund at Stripe, one claim on the order.
      expect((await stripeStandIn().deliver(succeeded.id)).statuses).toEqual([200]);
      expect((await stripeStandIn().deliver(succeeded.id)).statuses).toEqual([200]);
      await stripeStandIn().idle();
      await settled();
      const refunded = await orderOf(order.id);
      expect(refunded).toMatchObject({
        status: 'completed',
        payment: { amount: 9000 },
        rescheduleDueAt: null,
        cancellationRefund: { attempt: 1, amount: 9000 },
      });
      expect(refunded.refunds['1']).toMatchObject({
        amount: 9000,
        status: 'succeeded',
        reason: LATE_PAYMENT_REFUND_REASON,
        creditNote: { amount: 9000 },
      });
      expect(
        stripeStandIn()
          .allRefunds()
          .filter((refund) => refund.metadata.orderId === order.id),
      ).toHaveLength(1);
      expect(await doctorNotices(order.id)).toBe(0);
    } finally {
      delete process.env.LATE_PAYMENTS;
    }
  });

  it('cancels the order when that payment fails in the end', async () => {
    const { order, session } = await declinedWhileProcessing(10);
    await stripeStandIn().settleAsync(session.id, 'failed');
    await settled();
    const cancelled = await orderOf(order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toBeNull();
    expect(await doctorNotices(order.id)).toBe(0);
  });
});
