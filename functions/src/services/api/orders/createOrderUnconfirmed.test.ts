import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, login, type TestUser } from '../../../../../tools/testing/api';
import { bookingBody, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let member: TestUser;
let serviceId: string;

const ordersOf = async (uid: string) => (await db.collection('orders').where('userId', '==', uid).get()).docs;

beforeAll(async () => {
  member = await createUser();
  serviceId = await createTestService();
});

afterAll(async () => {
  await removeTestServices();
  await Promise.all((await ordersOf(member.uid)).map((order) => order.ref.delete()));
  await adminAuth.deleteUser(member.uid);
});

describe('POST /api/orders with an unconfirmed address', () => {
  it('is 403 in Italian until the address is confirmed, then books with the same session', async () => {
    await adminAuth.updateUser(member.uid, { emailVerified: false });
    const cookie = await login(member.email, member.password);

    const refused = await api('/api/orders', { method: 'POST', cookie, body: bookingBody(serviceId) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        "Conferma prima il tuo indirizzo email: apri il link che ti abbiamo inviato (puoi richiederlo di nuovo dall'avviso in alto).",
    });
    expect(await ordersOf(member.uid)).toHaveLength(0);

    await adminAuth.updateUser(member.uid, { emailVerified: true });
    const booked = await api('/api/orders', { method: 'POST', cookie, body: bookingBody(serviceId) });
    expect(booked.status).toBe(201);
    expect(await ordersOf(member.uid)).toHaveLength(1);
  });
});
