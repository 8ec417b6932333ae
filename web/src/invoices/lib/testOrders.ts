import type { OrderView } from '@app/schemas/services/orders';

/** What a patient types in the booking form, as the tests book (the API tests' bookings start from it too). */
export const TEST_BOOKING = {
  customerName: 'Giulia Bianchi',
  customerEmail: 'giulia@example.com',
  customerPhone: '3331234567',
  notes: '',
  billingType: 'private',
  fiscalCode: 'BNCGLI85A41H501H',
  vatNumber: '',
  billingAddress: 'Via Roma 1',
  billingCity: 'Roma',
  billingPostalCode: '00100',
  billingCountry: 'Italia',
  billingNotes: '',
} as const;

/** An order as the API lists it, for the screens' tests: pending and without invoice unless `changes` say otherwise. */
export function testOrderView(changes: Partial<OrderView> = {}): OrderView {
  const serviceName = changes.serviceName ?? 'Prima Consulenza';
  return {
    id: 'ordine-0000aaaa1111',
    userId: 'utente',
    serviceId: 'prima-consulenza',
    serviceName,
    servicePrice: 10000,
    service: { name: serviceName },
    status: 'pending',
    totalAmount: 10000,
    ...TEST_BOOKING,
    sistemaTsOpposition: false,
    invoiceNumber: null,
    invoiceDate: null,
    invoiceTotal: null,
    invoiceHealthService: null,
    paymentMethod: null,
    creditNoteNumber: null,
    visit: null,
    visitCalledOffAt: null,
    rescheduleDueAt: null,
    onlinePayment: null,
    payment: null,
    refunds: [],
    refundable: null,
    package: null,
    dispute: null,
    createdAt: '2026-03-12T10:00:00Z',
    updatedAt: '2026-03-12T10:00:00Z',
    ...changes,
  };
}
