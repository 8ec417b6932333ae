/** Test fixtures for the orders API: a service of its own, a valid booking body, an invoice in a year of the test's own. */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts, isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { ServiceDoc } from '@app/schemas/services/entities';
import type { OrderView } from '@app/schemas/services/orders';
import type { OnlinePaymentMode } from '@app/schemas/services/payments';
import type { ServiceCategory } from '@app/schemas/services/serviceCategories';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { practiceTax } from '@app/schemas/shared/practice';

import { TEST_BOOKING } from '../../web/src/invoices/lib/testOrders';
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
  onlinePayment,
  depositAmount,
  includedVisits,
  validityMonths,
}: {
  price?: number;
  isActive?: boolean;
  category?: ServiceCategory;
  healthService?: boolean;
  name?: string;
  description?: string;
  /** What may be paid online (docs/payments.md); paid at the studio unless said. */
  onlinePayment?: OnlinePaymentMode;
  depositAmount?: number;
  /** A program's included visits and their validity (docs/payments.md, Packages); none unless said. */
  includedVisits?: number;
  validityMonths?: number;
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
    ...(onlinePayment === undefined ? {} : { onlinePayment }),
    ...(depositAmount === undefined ? {} : { depositAmount }),
    ...(includedVisits === undefined ? {} : { includedVisits, validityMonths: validityMonths ?? null }),
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

/**
 * Years no demo invoice (the past year's) and no completed order (the current year's) falls in.
 * A test that sends a whole year to the Sistema TS, which sends every document of the year still
 * to send, takes one of them for itself with `invoiceInOwnYear`, so it sees only its own invoices.
 */
export const OWN_FISCAL_YEARS = { from: 2015, to: 2019 } as const;

/** Firestore's code for a create that found the document already there. */
const ALREADY_EXISTS = 6;

/**
 * Invoices the pending order as its completion would, but in a year of the test's own (number 1 of
 * a year of OWN_FISCAL_YEARS): the invoice number's document is created, which fails when the
 * year is taken, so no two tests ever share one. `removeOwnYear` frees it again.
 */
export async function invoiceInOwnYear(orderId: string, paymentMethod: PaymentMethod): Promise<{ year: number; number: string }> {
  const order = (await db.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
  const service = (await db.collection(COLLECTIONS.services).doc(String(order.serviceId)).get()).data() as ServiceDoc | undefined;
  const issuedInvoice = {
    ...invoiceAmounts(Number(order.totalAmount), isHealthService(service)),
    serviceName: service?.name ?? 'Servizio di prova',
    serviceCategory: service?.category ?? null,
    regime: practiceTax.regime,
    enpabRatePercent: practiceTax.enpabRatePercent,
  };
  const { from, to } = OWN_FISCAL_YEARS;
  const count = to - from + 1;
  const start = Math.floor(Math.random() * count);
  for (const year of Array.from({ length: count }, (_, index) => from + ((start + index) % count))) {
    const number = `${year}/0001`;
    const invoiceDate = new Date(Date.UTC(year, 5, 15, 10));
    const batch = db.batch();
    batch.create(db.collection(COLLECTIONS.invoiceNumbers).doc(`${year}-0001`), {
      year,
      sequence: 1,
      number,
      orderId,
      issuedAt: invoiceDate,
    });
    batch.update(db.collection(COLLECTIONS.orders).doc(orderId), {
      status: 'completed',
      invoiceNumber: number,
      invoiceDate,
      issuedInvoice,
      paymentMethod,
      updatedAt: invoiceDate,
    });
    try {
      await batch.commit();
      return { year, number };
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  }
  throw new Error(`no free year in ${from}-${to}: a run before left its invoices (removeOwnYear)`);
}

/** Frees a year taken by `invoiceInOwnYear`: its invoice numbers and their orders are deleted. */
export async function removeOwnYear(year: number) {
  const numbers = await db.collection(COLLECTIONS.invoiceNumbers).where('year', '==', year).get();
  await Promise.all(
    numbers.docs.flatMap((document) => [
      document.ref.delete(),
      db
        .collection(COLLECTIONS.orders)
        .doc(String(document.get('orderId')))
        .delete(),
    ]),
  );
}
