import { COLLECTIONS } from '@app/schemas/shared/collections';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { dayFromToday, doctorCall, onlinePractice, slotsOf } from '../../../../tools/testing/appointments';
import { bookAs, completeAs } from '../../../../tools/testing/orders';

/** docs/appointments.md: an order booked with a visit follows it (onVisitEndedCancelOrder). */
let doctor: TestUser;
let admin: TestUser;
let serviceId: string;

beforeAll(async () => {
  ({ doctor, admin, serviceId } = await onlinePractice());
});

/** A new patient's visit booked with its order from the services page, at the `index`-th free time. */
async function visitWithOrder(index: number) {
  const patient = await createUser();
  const slots = (await slotsOf(patient, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
  const order = await bookAs(patient, serviceId, { appointment: { locationId: 'online', start: slots[index]!.start } });
  const visitId = (await db.collection(COLLECTIONS.appointments).where('orderId', '==', order.id).get()).docs[0]!.id;
  const orderStatus = async () => {
    await settled();
    return (await db.collection(COLLECTIONS.orders).doc(order.id).get()).get('status') as string;
  };
  return { patient, order, visitId, orderStatus };
}

describe('an order booked with a visit', () => {
  it('is cancelled when the patient cancels the visit, and she is told of both', async () => {
    const { patient, order, visitId, orderStatus } = await visitWithOrder(0);
    expect((await api(`/api/appointments/${visitId}/cancel`, { method: 'POST', cookie: patient.cookie })).status).toBe(200);
    expect(await orderStatus()).toBe('cancelled');
    const notices = await db.collection(COLLECTIONS.notifications).where('userId', '==', patient.uid).get();
    expect(notices.docs.map((notice) => notice.get('relatedId'))).toEqual(expect.arrayContaining([order.id]));
  });

  it('is cancelled when the doctor declines the request', async () => {
    const { visitId, orderStatus } = await visitWithOrder(1);
    expect((await doctorCall(doctor, `/${visitId}/decline`)).status).toBe(200);
    expect(await orderStatus()).toBe('cancelled');
  });

  it('stays paid when its visit ends after the invoice, flagged for a credit note, and pending when the visit is only confirmed', async () => {
    const paid = await visitWithOrder(2);
    await completeAs(admin, paid.order.id);
    const before = (await api<{ visitCalledOffAt: string | null }[]>('/api/user/orders', { cookie: paid.patient.cookie })).body;
    expect(before.find((order) => order.visitCalledOffAt !== null)).toBeUndefined();
    expect((await doctorCall(doctor, `/${paid.visitId}/decline`)).status).toBe(200);
    expect(await paid.orderStatus()).toBe('completed');
    const listed = await api<{ id: string; visitCalledOffAt: string | null }[]>('/api/orders', { cookie: admin.cookie });
    const flagged = listed.body.find((order) => order.id === paid.order.id);
    expect(Date.parse(flagged?.visitCalledOffAt ?? '')).toBeGreaterThan(0);

    const confirmed = await visitWithOrder(3);
    expect((await doctorCall(doctor, `/${confirmed.visitId}/confirm`)).status).toBe(200);
    expect(await confirmed.orderStatus()).toBe('pending');
  });
});
