import type { ServiceView } from '@app/schemas/services/services';
import type { ServiceDeleteResult } from '@app/schemas/services/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../../tools/testing/content';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';
import { readStats, settledStats } from '../../../../../tools/testing/stats';

let admin: TestUser;
let member: TestUser;
const orderIds: string[] = [];

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});
afterAll(async () => {
  await Promise.all(orderIds.map((id) => db.collection('orders').doc(id).delete()));
  await removeTestServices();
});

const remove = (id: string) => api<ServiceDeleteResult>(`/api/services/${id}`, { method: 'DELETE', cookie: admin.cookie });
const onPriceList = async (id: string) => (await api<ServiceView[]>('/api/services')).body.some((service) => service.id === id);

describe('DELETE /api/services/{id}', () => {
  it('deletes a service no order refers to; totalServices follows', async () => {
    const id = await createTestService();
    const before = await settledStats();
    const response = await remove(id);
    expect(response.status).toBe(200);
    // The service, whether an order names it, the commit.
    expect(response.roundTrips).toBe(3);
    expect(response.body).toEqual({ id, deleted: true, message: 'Servizio eliminato' });
    expect(await storedFields('services', id)).toBeUndefined();
    expect(await auditActionsOn(id)).toEqual(['service.delete']);
    await settled();
    expect((await readStats()).totalServices).toBe(before.totalServices! - 1);
  });

  it('deactivates a service that orders refer to, and says so; its orders keep pointing at it', async () => {
    const id = await createTestService();
    const order = await bookAs(member, id);
    orderIds.push(order.id);
    const before = await settledStats();
    const response = await remove(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, deleted: false, message: 'Il servizio ha ordini collegati: è stato disattivato, non eliminato' });
    expect(await storedFields('services', id)).toMatchObject({ isActive: false });
    expect(await storedFields('orders', order.id)).toMatchObject({ serviceId: id });
    expect(await auditActionsOn(id)).toEqual(['service.deactivate']);
    expect(await onPriceList(id)).toBe(false);
    await settled();
    expect((await readStats()).totalServices).toBe(before.totalServices! - 1);
    // Asked again, it stays deactivated: nothing to count twice.
    expect((await remove(id)).body.deleted).toBe(false);
  });

  it('answers 404 for an unknown service and one already deleted, writing nothing', async () => {
    const id = await createTestService();
    expect((await remove(id)).status).toBe(200);
    const audits = await auditCountOf(admin);
    const [again, unknown] = await Promise.all([remove(id), remove('servizio-inesistente')]);
    expect([again.status, unknown.status]).toEqual([404, 404]);
    expect(unknown.body).toEqual({ message: 'Servizio non trovato' });
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and deletes nothing', async () => {
    const id = await createTestService();
    await expectAdminOnly(`/api/services/${id}`, member, { method: 'DELETE' });
    expect(await storedFields('services', id)).toMatchObject({ isActive: true });
  });
});
