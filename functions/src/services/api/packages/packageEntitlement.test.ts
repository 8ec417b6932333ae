import type { ServiceView } from '@app/schemas/services/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});
afterAll(removeTestServices);

const program = {
  name: 'Percorso Online 3 mesi di prova',
  description: 'Tre mesi con i controlli inclusi.',
  price: 35000,
  category: 'program',
  duration: '3 mesi',
};

describe('a package’s included visits (docs/payments.md, Packages)', () => {
  it('are set in the service form, kept by an edit that leaves them out, and refused outside a program', async () => {
    const created = await api<ServiceView>('/api/services', {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...program, includedVisits: 3, validityMonths: 3 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ includedVisits: 3, validityMonths: 3 });
    const id = created.body.id;
    const edited = await api<ServiceView>(`/api/services/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...program, price: 36000 },
    });
    expect(edited.body).toMatchObject({ price: 36000, includedVisits: 3, validityMonths: 3 });
    const refused = await api<{ message: string }>(`/api/services/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...program, category: 'consultation', includedVisits: 2, validityMonths: 3 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Solo i percorsi possono includere visite');
    const cleared = await api<ServiceView>(`/api/services/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...program, includedVisits: 0, validityMonths: 3 },
    });
    expect(cleared.body).toMatchObject({ includedVisits: 0, validityMonths: null });
    await db.collection('services').doc(id).delete();
  });

  it("become the order's entitlement when 'Completa' completes it, valid from that moment", async () => {
    const serviceId = await createTestService({ includedVisits: 3, validityMonths: 3 });
    const order = await bookAs(member, serviceId);
    const completedAt = Date.UTC(2026, 0, 31, 10);
    const completed = await api(`/api/orders/${order.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { status: 'completed', paymentMethod: 'carta' },
      headers: { 'x-test-now': String(completedAt) },
    });
    expect(completed.status).toBe(200);
    const stored = (await db.collection('orders').doc(order.id).get()).data()!;
    expect(stored.package.includedVisits).toBe(3);
    expect(stored.package.validUntil.toDate()).toEqual(new Date(Date.UTC(2026, 4, 1, 10)));
  });

  it('leave an order of a service without visits as it was', async () => {
    const serviceId = await createTestService();
    const order = await bookAs(member, serviceId);
    await api(`/api/orders/${order.id}/status`, { method: 'PUT', cookie: admin.cookie, body: { status: 'completed' } });
    expect((await db.collection('orders').doc(order.id).get()).data()!.package).toBeNull();
  });
});
