import type { OrderView } from '@app/schemas/services/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

const INVOICE_NUMBER = /^(\d{4})\/(\d{4,})$/;
let admin: TestUser;
let member: TestUser;
let serviceId: string;

const setStatus = (id: string, status: unknown, cookie = admin.cookie) =>
  api<OrderView & { message?: string }>(`/api/orders/${id}/status`, { method: 'PUT', cookie, body: { status } });
const sequenceOf = (invoiceNumber: string | null) => Number(INVOICE_NUMBER.exec(invoiceNumber ?? '')?.[2]);

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
  serviceId = await createTestService({ price: 7000 });
});

afterAll(removeTestServices);

describe('PUT /api/orders/{id}/status', () => {
  it('is 401 for a visitor and 403 for a member, and changes nothing', async () => {
    const order = await bookAs(member, serviceId);
    expect((await api(`/api/orders/${order.id}/status`, { method: 'PUT', body: { status: 'completed' } })).status).toBe(401);
    expect((await setStatus(order.id, 'completed', member.cookie)).status).toBe(403);
    expect((await db.collection('orders').doc(order.id).get()).get('status')).toBe('pending');
  });

  it('answers 400 for a status other than completed or cancelled', async () => {
    const order = await bookAs(member, serviceId);
    for (const status of ['pending', 'pagato', undefined]) {
      const response = await setStatus(order.id, status);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Lo stato deve essere completed o cancelled');
    }
  });

  it('answers 404 for an unknown order', async () => {
    const response = await setStatus('non-esiste', 'completed');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ordine non trovato' });
  });

  it('completes a pending order with the next invoice number of the year and the invoice date', async () => {
    const first = await bookAs(member, serviceId);
    const second = await bookAs(member, serviceId);
    const completedFirst = await setStatus(first.id, 'completed');
    const completedSecond = await setStatus(second.id, 'completed');
    expect(completedFirst.status).toBe(200);
    expect(completedFirst.body).toMatchObject({ id: first.id, status: 'completed', serviceName: `Servizio di prova ${serviceId}` });
    const year = String(new Date().getFullYear());
    expect(INVOICE_NUMBER.exec(completedFirst.body.invoiceNumber ?? '')?.[1]).toBe(year);
    expect(sequenceOf(completedSecond.body.invoiceNumber)).toBe(sequenceOf(completedFirst.body.invoiceNumber) + 1);

    const stored = (await db.collection('orders').doc(first.id).get()).data()!;
    expect(stored).toMatchObject({ status: 'completed', invoiceNumber: completedFirst.body.invoiceNumber });
    expect(stored.invoiceDate.toDate().toISOString()).toBe(completedFirst.body.invoiceDate);
  });

  it('cancels a pending order without an invoice number', async () => {
    const order = await bookAs(member, serviceId);
    const response = await setStatus(order.id, 'cancelled');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', invoiceNumber: null, invoiceDate: null });
    expect((await db.collection('orders').doc(order.id).get()).get('status')).toBe('cancelled');
  });

  it('answers 409 in Italian for an order that is no longer pending', async () => {
    const order = await bookAs(member, serviceId);
    await setStatus(order.id, 'cancelled');
    const response = await setStatus(order.id, 'completed');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("L'ordine è già annullato: si possono aggiornare solo gli ordini in attesa");
    expect((await db.collection('orders').doc(order.id).get()).data()).toMatchObject({ status: 'cancelled', invoiceNumber: null });
  });

  it('applies only one of two concurrent changes of the same order', async () => {
    const order = await bookAs(member, serviceId);
    const responses = await Promise.all([setStatus(order.id, 'completed'), setStatus(order.id, 'cancelled')]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200)!.body;
    expect((await db.collection('orders').doc(order.id).get()).get('status')).toBe(winner.status);
    // The audit entry commits with the change: the loser's batch, entry included, is not written.
    const audit = await db.collection('admin_audit').where('documentId', '==', order.id).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual([`order.${winner.status}`]);
  });

  it('gives 10 concurrent completions distinct numbers, and the series of the year has no gaps', async () => {
    const orders: OrderView[] = [];
    for (let index = 0; index < 10; index += 1) orders.push(await bookAs(member, serviceId));
    // The local functions emulator starts one worker per concurrent request: start them first, so
    // the completions below run at the same moment instead of each waiting for its cold start.
    await Promise.all(orders.map(() => api('/api/user/orders', { cookie: member.cookie })));
    const responses = await Promise.all(orders.map((order) => setStatus(order.id, 'completed')));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const numbers = responses.map((response) => response.body.invoiceNumber);
    expect(new Set(numbers).size).toBe(10);
    for (const [index, order] of orders.entries()) {
      expect((await db.collection('orders').doc(order.id).get()).get('invoiceNumber')).toBe(numbers[index]);
    }

    // Every number of the year, from 1 to the last, was issued once (other tests complete orders too).
    const year = Number(INVOICE_NUMBER.exec(numbers[0] ?? '')?.[1]);
    const issued = (await db.collection('invoice_numbers').where('year', '==', year).get()).docs.map(
      (document) => document.get('sequence') as number,
    );
    expect(issued.sort((a, b) => a - b)).toEqual(Array.from({ length: issued.length }, (_, index) => index + 1));
  }, 180_000);
});
