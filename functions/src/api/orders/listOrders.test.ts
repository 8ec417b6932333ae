import type { OrderView } from '@app/schemas/orders';
import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../tools/testing/orders';

afterAll(removeTestServices);

describe('GET /api/orders', () => {
  it('is 401 for a visitor and 403 for a member', async () => {
    expect((await api('/api/orders')).status).toBe(401);
    const member = await createUser();
    const response = await api('/api/orders', { cookie: member.cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Accesso riservato agli amministratori' });
  });

  it("lists every customer's orders, newest first, with the service, in two round trips", async () => {
    const [admin, anna, bruno] = await Promise.all([createUser({ admin: true }), createUser(), createUser()]);
    const serviceId = await createTestService({ price: 4200 });
    const older = await bookAs(anna, serviceId);
    const newer = await bookAs(bruno, serviceId);

    const response = await api<OrderView[]>('/api/orders', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const ids = response.body.map((order) => order.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.body.find((order) => order.id === older.id)).toMatchObject({
      userId: anna.uid,
      serviceName: `Servizio di prova ${serviceId}`,
      servicePrice: 4200,
      totalAmount: 4200,
      customerName: 'Giulia Bianchi',
      customerPhone: '3331234567',
      status: 'pending',
    });
    const times = response.body.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.length).toBeLessThanOrEqual(200);
    expect(response.roundTrips).toBe(2);
  });
});
