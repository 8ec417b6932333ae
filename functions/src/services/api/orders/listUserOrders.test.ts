import type { OrderView } from '@app/schemas/services/orders';
import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

afterAll(removeTestServices);

describe('GET /api/user/orders', () => {
  it('is 401 for a visitor', async () => {
    expect((await api('/api/user/orders')).status).toBe(401);
  });

  it('gives a member with no orders an empty list in one round trip', async () => {
    const member = await createUser();
    const response = await api<OrderView[]>('/api/user/orders', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.roundTrips).toBe(1);
  });

  it("lists the caller's own orders, newest first, with the service, in two round trips", async () => {
    const [member, other] = await Promise.all([createUser(), createUser()]);
    const [cheap, dear] = await Promise.all([createTestService({ price: 5000 }), createTestService({ price: 90000 })]);
    const first = await bookAs(member, cheap);
    const second = await bookAs(member, dear);
    const third = await bookAs(member, cheap);
    await bookAs(other, cheap);

    const response = await api<OrderView[]>('/api/user/orders', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.body.map((order) => order.id)).toEqual([third.id, second.id, first.id]);
    expect(response.body[1]).toMatchObject({
      serviceName: `Servizio di prova ${dear}`,
      servicePrice: 90000,
      service: { name: `Servizio di prova ${dear}` },
      totalAmount: 90000,
      status: 'pending',
      notes: 'Preferisco il pomeriggio',
      invoiceNumber: null,
      invoiceDate: null,
      customerEmail: 'giulia@example.com',
      billingType: 'private',
      billingAddress: 'Via Roma 1',
      billingCity: 'Roma',
      billingPostalCode: '00100',
      billingCountry: 'Italia',
    });
    expect(Number.isNaN(Date.parse(response.body[0]!.createdAt))).toBe(false);
    // One query for the orders, one getAll for their distinct services.
    expect(response.roundTrips).toBe(2);
  });
});
