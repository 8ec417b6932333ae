/**
 * An order booked with its visit shows the visit's time and place wherever it is listed, follows the
 * visit when it moves, and its invoice's 'Data della prestazione' is the visit's day.
 */
import type { OrderView } from '@app/schemas/services/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, settled, type TestUser } from '../../../../../tools/testing/api';
import { createVisitService, dayFromToday, openPlace, slotsOf } from '../../../../../tools/testing/appointments';
import { bookAs, completeAs, createTestService, download, removeTestServices } from '../../../../../tools/testing/orders';
import { pdfText } from '../../../../../tools/testing/pdfText';

let doctor: TestUser;
let patient: TestUser;
let visitService: string;

const romeDay = (instant: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(instant),
  );

/** The patient's order as her list shows it, and as the doctor's list shows it. */
async function listed(orderId: string): Promise<{ hers: OrderView; doctors: OrderView }> {
  const [hers, doctors] = await Promise.all([
    api<OrderView[]>('/api/user/orders', { cookie: patient.cookie }),
    api<OrderView[]>('/api/orders', { cookie: doctor.cookie }),
  ]);
  return { hers: hers.body.find((order) => order.id === orderId)!, doctors: doctors.body.find((order) => order.id === orderId)! };
}

beforeAll(async () => {
  [doctor, patient, visitService] = await Promise.all([createUser({ admin: true, doctor: true }), createUser(), createVisitService()]);
  await Promise.all([openPlace(doctor, 'online'), openPlace(doctor, 'prati')]);
});

afterAll(removeTestServices);

describe('an order booked with its visit', () => {
  it('lists the visit, follows it when it moves, and dates the invoice on the visit’s day', async () => {
    const [first, , later] = (await slotsOf(patient, visitService, 'prati', dayFromToday(4), dayFromToday(9))).body;
    const order = await bookAs(patient, visitService, { appointment: { locationId: 'prati', start: first!.start } });
    const visit = { start: first!.start, locationId: 'prati', locationName: 'Studio Prati' };
    expect(order.visit).toMatchObject(visit);
    const booked = await listed(order.id);
    expect(booked.hers.visit).toMatchObject(visit);
    expect(booked.doctors.visit).toMatchObject(visit);

    const moved = await api(`/api/appointments/${order.visit!.appointmentId}/reschedule`, {
      method: 'POST',
      cookie: patient.cookie,
      body: { start: later!.start },
    });
    expect(moved.status).toBe(200);
    await settled();
    const afterMove = await listed(order.id);
    expect(afterMove.hers.visit).toMatchObject({ start: later!.start, locationName: 'Studio Prati' });
    expect(afterMove.doctors.visit).toMatchObject({ start: later!.start });

    // Paid in advance today: the invoice is of today, the service of the visit's day.
    const completed = await completeAs(doctor, order.id, 'carta');
    expect(romeDay(completed.invoiceDate!)).not.toBe(romeDay(later!.start));
    const file = await download(`/api/orders/${order.id}/invoice.pdf`, patient.cookie);
    const text = await pdfText(file.bytes);
    expect(text).toContain(`Data della prestazione: ${romeDay(later!.start)}`);
    expect(text).toContain(`del ${romeDay(completed.invoiceDate!)}`);
  });

  it('is null for an order without a visit, whose invoice dates the service on its own day', async () => {
    const packageService = await createTestService({ price: 30000, category: 'program' });
    const order = await bookAs(patient, packageService);
    expect(order.visit).toBeNull();
    expect((await listed(order.id)).hers.visit).toBeNull();
    const completed = await completeAs(doctor, order.id, 'bonifico');
    const text = await pdfText((await download(`/api/orders/${order.id}/invoice.pdf`, patient.cookie)).bytes);
    expect(text).toContain(`Data della prestazione: ${romeDay(completed.invoiceDate!)}`);
  });
});
