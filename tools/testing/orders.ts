/** Test fixtures for the orders API: a service of its own and a valid booking body. */
import { COLLECTIONS, type ServiceCategory } from '@app/schemas/entities';
import type { OrderView } from '@app/schemas/orders';

import { TEST_BOOKING } from '../../web/src/lib/testOrders';
import { api, db, SITE_URL, type TestUser } from './api';
import { build, uniqueTag } from './build';

const createdServices: string[] = [];

/**
 * A service of the test's own (call `removeTestServices` after the file: the site lists services).
 * Its name is `Servizio di prova <id>` unless the test gives one.
 */
export async function createTestService({
  price = 12345,
  isActive = true,
  category = 'program',
  healthService,
  name,
  description,
}: {
  price?: number;
  isActive?: boolean;
  category?: ServiceCategory;
  healthService?: boolean;
  name?: string;
  description?: string;
} = {}): Promise<string> {
  const id = `servizio-prova-${uniqueTag()}`;
  createdServices.push(id);
  // Browser tests use this too, and the data layer (`store`) does not load there: the stamps by hand.
  const now = new Date();
  const service = build.service({
    name: name ?? `Servizio di prova ${id}`,
    ...(description === undefined ? {} : { description }),
    price,
    duration: '1 mese',
    category,
    isActive,
    ...(healthService === undefined ? {} : { healthService }),
  });
  await db
    .collection(COLLECTIONS.services)
    .doc(id)
    .set({ ...service, createdAt: now, updatedAt: now });
  return id;
}

export async function removeTestServices() {
  await Promise.all(createdServices.splice(0).map((id) => db.collection('services').doc(id).delete()));
}

export function bookingBody(serviceId: string) {
  return { serviceId, ...TEST_BOOKING, notes: 'Preferisco il pomeriggio', fiscalCode: 'bncgli85a41h501h' };
}

/** Books the service as the user through the API; fails the test if the booking is refused. */
export async function bookAs(user: TestUser, serviceId: string, changes: Record<string, unknown> = {}): Promise<OrderView> {
  const response = await api<OrderView>('/api/orders', {
    method: 'POST',
    cookie: user.cookie,
    body: { ...bookingBody(serviceId), ...changes },
  });
  if (response.status !== 201) throw new Error(`booking: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Completes an order as the admin (with how it was paid, if given); fails the test if the change is refused. */
export async function completeAs(admin: TestUser, orderId: string, paymentMethod?: string): Promise<OrderView> {
  const response = await api<OrderView>(`/api/orders/${orderId}/status`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: { status: 'completed', paymentMethod },
  });
  if (response.status !== 200) throw new Error(`completion: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export interface Downloaded {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The file as text (CSV), or the JSON error's message. */
  text: string;
  message?: string;
}

/** GETs a file (PDF, CSV) of the API as bytes. */
export async function download(path: string, cookie?: string): Promise<Downloaded> {
  const response = await fetch(`${SITE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text,
    message: isJson ? (JSON.parse(text) as { message?: string }).message : undefined,
  };
}
