/**
 * The practice's recent past, so the analytics page's practice section has figures to show
 * (docs/api.md, "The practice's figures"): sixteen visits of the history's members over the last
 * nine weeks, done, missed or cancelled; an invoice for each visit done, one of them cancelled by a
 * credit note; four consultation requests made patients before their first visit; and Sara's
 * three-month package, paid three days ago, whose first included visit is her control of today
 * (demoAppointments.ts). Dates follow the seeding day; ids are fixed, so a later seeding adds nothing.
 */
import { appointmentInsert } from '@app/schemas/appointments/entities';
import { contactRequestInsert } from '@app/schemas/content/entities';
import { addMonths } from '@app/schemas/services/packages';
import { addDays, romeDayOf, romeWallTimeToUtc } from '@app/schemas/shared/romeTime';

import { DEMO_ADMIN } from './demoAccounts';
import { HISTORY_FIRST_NAMES, HISTORY_LAST_NAMES, historyMemberId } from './demoHistory';
import { invoicedOrder, invoiceNumberOf, numberIdOf, PAST_YEAR_CREDIT_NOTES, PAST_YEAR_INVOICES } from './demoInvoices';

type Add = (
  collection: 'appointments' | 'appointmentSlots' | 'orders' | 'invoiceNumbers' | 'creditNoteNumbers' | 'contactRequests' | 'packageVisits',
  id: string,
  data: Record<string, unknown>,
) => void;

const VISITS = 16;
const OUTCOMES = ['done', 'done', 'missed', 'done', 'cancelled', 'done'] as const;
const QUARTER_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_VISIT = { serviceId: 'prima-consulenza', serviceName: 'Prima Consulenza', price: 10000, minutes: 60 };
/** The visit whose invoice a credit note cancels. */
const CANCELLED_INVOICE = 2;
/** The visits whose patient came from a consultation request. */
const FROM_REQUESTS = 4;

/** Sara's package (the doctor's record shows its visits): its order, and the visit of today that uses one. */
export const DEMO_PACKAGE = { orderId: 'demo-percorso-sara', userId: 'demo-sara', appointmentId: 'demo-oggi-sara' } as const;
const PACKAGE_SERVICE = { serviceId: 'percorso-3-mesi', serviceName: 'Percorso Online 3 mesi', price: 45000, includedVisits: 3, months: 3 };

/** Sara's package, invoiced after the history's visits (its number follows theirs), and its first visit's claim. */
function addDemoPackage(add: Add, now: Date, nextSequence: (year: number) => number) {
  const paidAt = romeWallTimeToUtc(addDays(romeDayOf(now), -3), '11:00');
  const year = Number(romeDayOf(paidAt).slice(0, 4));
  const sequence = nextSequence(year);
  const validUntil = addMonths(paidAt, PACKAGE_SERVICE.months);
  const order = invoicedOrder(
    {
      service: PACKAGE_SERVICE.serviceId,
      name: PACKAGE_SERVICE.serviceName,
      category: 'program',
      price: PACKAGE_SERVICE.price,
      health: true,
      paymentMethod: 'carta',
      userId: DEMO_PACKAGE.userId,
      customer: { name: 'Sara Greco', email: 'demo-sara@demo.test' },
      year,
      sequence,
      invoiceDate: paidAt,
    },
    { package: { includedVisits: PACKAGE_SERVICE.includedVisits, validUntil } },
  );
  add('orders', DEMO_PACKAGE.orderId, { ...order, createdAt: new Date(paidAt.getTime() - DAY_MS), updatedAt: paidAt });
  add('invoiceNumbers', numberIdOf(year, sequence), {
    year,
    sequence,
    number: order.invoiceNumber,
    orderId: DEMO_PACKAGE.orderId,
    issuedAt: paidAt,
  });
  const { orderId, userId, appointmentId } = DEMO_PACKAGE;
  add('packageVisits', `${orderId}_1_1`, { orderId, userId, number: 1, sequence: 1, appointmentId, takenAt: paidAt });
}

/**
 * Visit n (1 to 16) is 4n days before the seeding day, booked a week before; its patient is a
 * history member who had joined by then (member m joined 88 - 4m days before: demoHistory.ts).
 */
const memberOf = (visit: number) => (visit <= 12 ? 12 - visit : visit - 13);

export function addDemoPractice(add: Add, now = new Date()) {
  const today = romeDayOf(now);
  const sequences = new Map<number, number>();
  const nextSequence = (year: number) => {
    const base = year === now.getFullYear() - 1 ? PAST_YEAR_INVOICES : 0;
    const sequence = (sequences.get(year) ?? base) + 1;
    sequences.set(year, sequence);
    return sequence;
  };
  // Oldest first, so each year's invoice numbers follow their dates.
  for (let visit = VISITS; visit >= 1; visit -= 1) {
    const member = memberOf(visit);
    const userId = historyMemberId(member);
    const patientName = `${HISTORY_FIRST_NAMES[member]} ${HISTORY_LAST_NAMES[member]}`;
    const day = addDays(today, -4 * visit);
    const start = romeWallTimeToUtc(day, '10:00');
    const end = new Date(start.getTime() + FIRST_VISIT.minutes * 60 * 1000);
    const bookedAt = new Date(start.getTime() - 7 * DAY_MS);
    const status = OUTCOMES[(visit - 1) % OUTCOMES.length]!;
    const appointmentId = `storia-visita-${visit}`;
    const orderId = status === 'done' ? `storia-fattura-${visit}` : null;
    // A cancelled visit has freed its quarter hours; a visit done or missed keeps them.
    const slotIds =
      status === 'cancelled'
        ? []
        : Array.from({ length: FIRST_VISIT.minutes / 15 }, (_, index) => String(start.getTime() + index * QUARTER_MS));
    const appointment = appointmentInsert.parse({
      userId,
      patientName,
      serviceId: FIRST_VISIT.serviceId,
      serviceName: FIRST_VISIT.serviceName,
      locationId: 'prati',
      start,
      end,
      status,
      orderId,
      slotIds,
    });
    add('appointments', appointmentId, { ...appointment, createdAt: bookedAt, updatedAt: end });
    for (const slotId of slotIds) add('appointmentSlots', slotId, { appointmentId, takenAt: bookedAt });

    if (orderId) {
      const invoiceDate = new Date(end.getTime() + 30 * 60 * 1000);
      const year = Number(day.slice(0, 4));
      const sequence = nextSequence(year);
      const cancelled = visit === CANCELLED_INVOICE;
      const creditNoteDate = new Date(invoiceDate.getTime() + 2 * DAY_MS);
      const creditNoteYear = Number(romeDayOf(creditNoteDate).slice(0, 4));
      // The first credit note of its year, after the past year's demo ones when it falls in that year.
      const creditNoteSequence = creditNoteYear === now.getFullYear() - 1 ? PAST_YEAR_CREDIT_NOTES + 1 : 1;
      const creditNote = cancelled
        ? { number: `NC${invoiceNumberOf(creditNoteYear, creditNoteSequence)}`, date: creditNoteDate, reason: 'Visita fatturata due volte' }
        : null;
      const order = invoicedOrder(
        {
          ...FIRST_VISIT,
          service: FIRST_VISIT.serviceId,
          name: FIRST_VISIT.serviceName,
          category: 'consultation',
          health: true,
          paymentMethod: visit % 2 === 0 ? 'carta' : 'bonifico',
          userId,
          customer: { name: patientName, email: `${userId}@demo.test` },
          year,
          sequence,
          invoiceDate,
        },
        { visit: { appointmentId, start, locationId: 'prati' }, ...(creditNote && { status: 'cancelled', creditNote }) },
      );
      add('orders', orderId, { ...order, createdAt: bookedAt, updatedAt: creditNote?.date ?? invoiceDate });
      add('invoiceNumbers', numberIdOf(year, sequence), { year, sequence, number: order.invoiceNumber, orderId, issuedAt: invoiceDate });
      if (creditNote) {
        add('creditNoteNumbers', numberIdOf(creditNoteYear, creditNoteSequence), {
          year: creditNoteYear,
          sequence: creditNoteSequence,
          number: creditNote.number,
          orderId,
          issuedAt: creditNoteDate,
        });
      }
    }

    if (visit <= FROM_REQUESTS) {
      const requestedAt = new Date(bookedAt.getTime() - 2 * DAY_MS);
      const request = contactRequestInsert.parse({
        firstName: HISTORY_FIRST_NAMES[member],
        lastName: HISTORY_LAST_NAMES[member],
        email: `${userId}@demo.test`,
        phone: '333 5550101',
        consultationType: 'prima-consulenza',
        message: 'Vorrei prenotare una prima visita.',
        privacyAccepted: 'accepted',
      });
      add('contactRequests', `storia-richiesta-paziente-${visit}`, {
        ...request,
        createdAt: requestedAt,
        handledAt: new Date(requestedAt.getTime() + DAY_MS),
        handledBy: DEMO_ADMIN.uid,
        patientId: userId,
      });
    }
  }
  addDemoPackage(add, now, nextSequence);
}
