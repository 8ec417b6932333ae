import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { dayFromToday, doctorCall, onlinePractice, slotsOf } from '../../../../tools/testing/appointments';
import { bookAs } from '../../../../tools/testing/orders';
import { recordDeliveries } from '../../../../tools/testing/redeliveries';
import { payOnline, stripeStandIn } from '../../../../tools/testing/stripeStandIn';
import { POLICY_REFUND_REASON } from './cancellationRefund';

/** docs/payments.md, Cancellations: a visit paid online and cancelled is refunded by the policy, through 'Rimborsa''s path. */
let doctor: TestUser;
let serviceId: string;
let total: number;

beforeAll(async () => {
  ({ doctor, serviceId } = await onlinePractice());
  await db.collection(COLLECTIONS.services).doc(serviceId).update({ onlinePayment: 'full' });
  const price = (await db.collection(COLLECTIONS.services).doc(serviceId).get()).get('price') as number;
  total = invoiceAmounts(price, true).total;
});

/** A new patient's visit, days ahead (more than the policy's 24 hours), booked with its order and paid in full online. */
async function paidVisit(index: number) {
  const patient = await createUser();
  const slots = (await slotsOf(patient, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
  const order = await bookAs(patient, serviceId, { appointment: { locationId: 'online', start: slots[index]!.start } });
  await payOnline(patient, order.id);
  const visitId = (await db.collection(COLLECTIONS.appointments).where('orderId', '==', order.id).get()).docs[0]!.id;
  const storedOrder = async () => {
    await stripeStandIn().idle();
    await settled();
    return (await db.collection(COLLECTIONS.orders).doc(order.id).get()).data()!;
  };
  return { patient, order, visitId, storedOrder };
}

describe('a visit paid online and cancelled', () => {
  it('is refunded in full when the patient cancels more than 24 hours before, with its credit note', async () => {
    const { patient, visitId, storedOrder } = await paidVisit(0);
    expect((await api(`/api/appointments/${visitId}/cancel`, { method: 'POST', cookie: patient.cookie })).status).toBe(200);
    const stored = await storedOrder();
    expect(stored.cancellationRefund).toEqual({ attempt: 1, amount: total });
    expect(stored.refunds['1']).toMatchObject({
      amount: total,
      status: 'succeeded',
      reason: POLICY_REFUND_REASON,
      creditNote: { amount: total },
    });
  });

  it('is refunded in full when the doctor cancels, once however often the trigger is delivered', async () => {
    const { order, visitId, storedOrder } = await paidVisit(1);
    const deliveries = recordDeliveries();
    expect((await doctorCall(doctor, `/${visitId}/cancel`)).status).toBe(200);
    await storedOrder();
    expect(await deliveries.redeliver('onVisitEndedCancelOrder', `${COLLECTIONS.appointments}/${visitId}`)).toBeGreaterThan(0);
    deliveries.stop();
    const stored = await storedOrder();
    expect(Object.keys(stored.refunds)).toEqual(['1']);
    expect(stored.refunds['1']).toMatchObject({ amount: total, status: 'succeeded' });
    expect(
      stripeStandIn()
        .allRefunds()
        .filter((refund) => refund.metadata.orderId === order.id),
    ).toHaveLength(1);
  });
});
