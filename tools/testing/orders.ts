/** Test fixtures for the orders API: a service of its own and a valid booking body. */
import { randomUUID } from 'node:crypto';
import type { OrderView } from '@app/schemas/orders';
import { api, db, type TestUser } from './api';

const createdServices: string[] = [];

/** A service of the test's own (call `removeTestServices` after the file: the site lists services). */
export async function createTestService({ price = 12345, isActive = true } = {}): Promise<string> {
  const id = `servizio-prova-${randomUUID().slice(0, 8)}`;
  createdServices.push(id);
  const now = new Date();
  await db.collection('services').doc(id).set({
    name: `Servizio di prova ${id}`,
    description: 'Servizio creato da un test',
    price,
    duration: '1 mese',
    features: [],
    category: 'program',
    isActive,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function removeTestServices() {
  await Promise.all(createdServices.splice(0).map((id) => db.collection('services').doc(id).delete()));
}

export function bookingBody(serviceId: string) {
  return {
    serviceId,
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    customerPhone: '3331234567',
    notes: 'Preferisco il pomeriggio',
    billingType: 'private',
    fiscalCode: 'bncgli85a41h501z',
    vatNumber: '',
    billingAddress: 'Via Roma 1',
    billingCity: 'Roma',
    billingPostalCode: '00100',
    billingCountry: 'Italia',
    billingNotes: '',
  };
}

/** Books the service as the user through the API; fails the test if the booking is refused. */
export async function bookAs(user: TestUser, serviceId: string): Promise<OrderView> {
  const response = await api<OrderView>('/api/orders', { method: 'POST', cookie: user.cookie, body: bookingBody(serviceId) });
  if (response.status !== 201) throw new Error(`booking: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
