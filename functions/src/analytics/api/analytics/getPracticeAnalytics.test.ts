import { type PracticeMonth, type PracticeView, practiceView } from '@app/schemas/analytics/practice';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { addDays, romeDayBounds, romeMonthBounds } from '@app/schemas/shared/romeTime';
import type { Query, WhereFilterOp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { build } from '../../../../../tools/testing/build';
import { addMonths, mondayOf, practiceSpan } from './practiceFigures';

/** A fixed clock, in the past of the real one (a session refuses a clock ahead of it): Wednesday 18 March 2026, in Rome. */
const NOW = Date.parse('2026-03-18T10:30:00.000Z');
const clock = { 'X-Test-Now': String(NOW) };
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T10:00:00.000Z` : iso);

/**
 * The practice of the test, by patient: A booked before the span (no new patient) and again after
 * her request; B ordered in May 2025 before her visit; C and D came from requests; E ordered first,
 * then booked and cancelled; G and H booked either side of the first week's Monday midnight in
 * Rome; K's invoice was cancelled by a credit note; F's booking is after the clock.
 */
const APPOINTMENTS = [
  { id: 'a-old', userId: 'p-a', createdAt: '2025-02-10', start: '2025-02-12', status: 'done' },
  { id: 'a-a2', userId: 'p-a', createdAt: '2026-02-12', start: '2026-02-20', status: 'done' },
  { id: 'a-b', userId: 'p-b', createdAt: '2025-06-05', start: '2025-06-10', status: 'done' },
  { id: 'a-c', userId: 'p-c', createdAt: '2026-01-12', start: '2026-01-14', status: 'done' },
  { id: 'a-c2', userId: 'p-c', createdAt: '2026-03-05', start: '2026-03-11', status: 'done' },
  { id: 'a-d', userId: 'p-d', createdAt: '2026-02-02', start: '2026-02-03', status: 'missed' },
  { id: 'a-e', userId: 'p-e', createdAt: '2026-03-01', start: '2026-03-17', status: 'cancelled' },
  { id: 'a-e2', userId: 'p-e', createdAt: '2026-03-02', start: '2026-03-16', status: 'declined' },
  // X's only booking after her request was declined.
  { id: 'a-x', userId: 'p-x', createdAt: '2026-03-14', start: '2026-03-16', status: 'declined' },
  { id: 'a-f', userId: 'p-f', createdAt: '2026-04-02', start: '2026-04-03', status: 'confirmed' },
  // Sunday 28 December at 23:30 in Rome: the week before the first.
  { id: 'a-g', userId: 'p-g', createdAt: '2025-12-20', start: '2025-12-28T22:30:00.000Z', status: 'done' },
  // Monday 29 December at 00:30 in Rome: the first week.
  { id: 'a-h', userId: 'p-h', createdAt: '2025-12-22', start: '2025-12-28T23:30:00.000Z', status: 'done' },
] as const;

const ORDERS = [
  { id: 'o-b', userId: 'p-b', createdAt: '2025-05-20', invoiceDate: '2025-05-25', totalAmount: 10000, issuedTotal: 10200 },
  // Invoiced before the span, its credit note within it.
  { id: 'o-a', userId: 'p-a', createdAt: '2025-03-01', invoiceDate: '2025-03-30', totalAmount: 6000, creditNote: '2025-04-02' },
  // Refunded in part by card in March: a partial credit note of 15 €.
  {
    id: 'o-c',
    userId: 'p-c',
    createdAt: '2026-01-12',
    invoiceDate: '2026-01-14',
    totalAmount: 6000,
    refunded: { amount: 1500, at: '2026-03-03' },
  },
  {
    id: 'o-k',
    userId: 'p-k',
    createdAt: '2025-12-08',
    invoiceDate: '2025-12-10',
    totalAmount: 12000,
    issuedTotal: 12200,
    creditNote: '2026-02-05',
  },
  // One the doctor made, with nobody's account: revenue, no patient.
  { id: 'o-none', userId: null, createdAt: '2026-03-02', invoiceDate: '2026-03-02', totalAmount: 5000 },
  { id: 'o-e', userId: 'p-e', createdAt: '2026-02-27', totalAmount: 8000 },
] as const;

const REQUESTS = [
  { id: 'r-old', createdAt: '2025-03-20', patientId: 'p-b' },
  { id: 'r-c', createdAt: '2026-01-05', patientId: 'p-c' },
  { id: 'r-d', createdAt: '2026-01-20', patientId: 'p-d' },
  { id: 'r-none', createdAt: '2026-02-10' },
  { id: 'r-a', createdAt: '2026-02-11', patientId: 'p-a' },
  // E booked before her request only: no visit after it.
  { id: 'r-e', createdAt: '2026-03-10', patientId: 'p-e' },
  { id: 'r-none2', createdAt: '2026-03-12' },
  { id: 'r-x', createdAt: '2026-03-13', patientId: 'p-x' },
] as const;

async function writePractice() {
  const batch = db.batch();
  for (const { id, createdAt, start, ...appointment } of APPOINTMENTS) {
    const begins = at(start);
    const insert = build.appointment({ ...appointment, start: begins, end: new Date(begins.getTime() + 3_600_000) });
    batch.set(db.collection(COLLECTIONS.appointments).doc(`pratica-${id}`), {
      ...insert,
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
    });
  }
  for (const order of ORDERS) {
    const invoiced = 'invoiceDate' in order;
    const insert = build.order({
      userId: order.userId,
      totalAmount: order.totalAmount,
      customerEmail: 'pratica@prova.test',
      status: invoiced ? ('creditNote' in order ? 'cancelled' : 'completed') : 'pending',
      ...(invoiced && { invoiceNumber: `pratica-${order.id}`, invoiceDate: at(order.invoiceDate) }),
      ...('creditNote' in order && { creditNote: { number: `NC-${order.id}`, date: at(order.creditNote), reason: 'Storno di prova' } }),
    });
    const issuedInvoice = 'issuedTotal' in order ? { total: order.issuedTotal } : null;
    // A credit note as 'Storna fattura' issues it: the order's, and its number in the series.
    if ('creditNote' in order) {
      batch.set(db.collection(COLLECTIONS.creditNoteNumbers).doc(`pratica-${order.id}`), {
        number: `NC-${order.id}`,
        orderId: `pratica-${order.id}`,
        issuedAt: at(order.creditNote),
      });
    }
    // A refund's partial credit note keeps its own amount on its number (docs/payments.md, Refunds).
    if ('refunded' in order) {
      batch.set(db.collection(COLLECTIONS.creditNoteNumbers).doc(`pratica-rimborso-${order.id}`), {
        number: `NC-rimborso-${order.id}`,
        orderId: `pratica-${order.id}`,
        amount: order.refunded.amount,
        issuedAt: at(order.refunded.at),
      });
    }
    batch.set(db.collection(COLLECTIONS.orders).doc(`pratica-${order.id}`), {
      ...insert,
      issuedInvoice,
      createdAt: at(order.createdAt),
      updatedAt: at(order.createdAt),
    });
  }
  for (const { id, createdAt, ...request } of REQUESTS) {
    batch.set(db.collection(COLLECTIONS.contactRequests).doc(`pratica-${id}`), {
      ...build.contactRequest(),
      ...request,
      createdAt: at(createdAt),
    });
  }
  await batch.commit();
  await settled();
}

let admin: TestUser;
let member: TestUser;
let answer: PracticeView;
let roundTrips: number;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
  await writePractice();
  const response = await api<PracticeView>('/api/analytics/practice', { cookie: admin.cookie, headers: clock });
  expect(response.status).toBe(200);
  answer = practiceView.parse(response.body);
  roundTrips = response.roundTrips;
}, 60_000);

const month = (name: string): PracticeMonth => answer.months.find((entry) => entry.month === name)!;
const count = async (collection: string, filters: [string, WhereFilterOp, unknown][]) => {
  let query: Query = db.collection(collection);
  for (const [field, op, value] of filters) query = query.where(field, op, value);
  return (await query.count().get()).data().count;
};

describe('the practice calendar', () => {
  it('counts weeks from Monday and months across the year, in Rome', () => {
    expect([mondayOf('2026-03-18'), mondayOf('2026-03-16'), mondayOf('2026-03-22'), mondayOf('2026-01-01')]).toEqual([
      '2026-03-16',
      '2026-03-16',
      '2026-03-16',
      '2025-12-29',
    ]);
    expect([addMonths('2026-01', -1), addMonths('2025-12', 1), addMonths('2026-03', -11)]).toEqual(['2025-12', '2026-01', '2025-04']);
    const span = practiceSpan(new Date(NOW));
    expect(span.weeks).toHaveLength(12);
    expect([span.weeks[0], span.weeks.at(-1)]).toEqual(['2025-12-29', '2026-03-16']);
    expect([span.months[0], span.months.at(-1)]).toEqual(['2025-04', '2026-03']);
  });
});

describe('GET /api/analytics/practice', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await api('/api/analytics/practice')).status).toBe(401);
    expect((await api('/api/analytics/practice', { cookie: member.cookie })).status).toBe(403);
  });

  it('reads in two waves of nine round trips', () => {
    expect(roundTrips).toBe(9);
  });

  it("counts each week's visits done, missed and cancelled as the agenda holds them", async () => {
    expect(answer.weeks.map((week) => week.week)).toEqual(practiceSpan(new Date(NOW)).weeks);
    for (const week of answer.weeks) {
      const range: [string, WhereFilterOp, unknown][] = [
        ['start', '>=', romeDayBounds(week.week).start],
        ['start', '<', romeDayBounds(addDays(week.week, 7)).start],
      ];
      const [done, missed, cancelled] = await Promise.all(
        (['done', 'missed', 'cancelled'] as const).map((status) => count(COLLECTIONS.appointments, [['status', '==', status], ...range])),
      );
      expect(week, week.week).toEqual({ week: week.week, done, missed, cancelled });
    }
    // The data's own: H on the first Monday at 00:30, C on 14 January and 11 March, D missed, A done, E cancelled.
    const nonZero = answer.weeks.filter((week) => week.done + week.missed + week.cancelled > 0);
    expect(nonZero).toEqual([
      { week: '2025-12-29', done: 1, missed: 0, cancelled: 0 },
      { week: '2026-01-12', done: 1, missed: 0, cancelled: 0 },
      { week: '2026-02-02', done: 0, missed: 1, cancelled: 0 },
      { week: '2026-02-16', done: 1, missed: 0, cancelled: 0 },
      { week: '2026-03-09', done: 1, missed: 0, cancelled: 0 },
      { week: '2026-03-16', done: 0, missed: 0, cancelled: 1 },
    ]);
  });

  it('counts each month the members whose first appointment or order falls in it', () => {
    const newPatients = Object.fromEntries(
      answer.months.filter((entry) => entry.newPatients > 0).map((entry) => [entry.month, entry.newPatients]),
    );
    // B by her order; K, G, H in December; C; D and E (E by her order); X by her request, even
    // declined; A had booked before, F after the clock.
    expect(newPatients).toEqual({ '2025-05': 1, '2025-12': 3, '2026-01': 1, '2026-02': 2, '2026-03': 1 });
  });

  it('sums the invoices of each month and subtracts the credit notes of each month', async () => {
    expect(answer.months.map((entry) => entry.month)).toEqual(practiceSpan(new Date(NOW)).months);
    for (const entry of answer.months) {
      const { start, end } = romeMonthBounds(entry.month);
      const [invoices, creditNotes] = await Promise.all([
        count(COLLECTIONS.orders, [
          ['invoiceDate', '>=', start],
          ['invoiceDate', '<', end],
        ]),
        count(COLLECTIONS.creditNoteNumbers, [
          ['issuedAt', '>=', start],
          ['issuedAt', '<', end],
        ]),
      ]);
      expect([entry.invoices, entry.creditNotes], entry.month).toEqual([invoices, creditNotes]);
      expect(entry.revenue).toBe(entry.invoiced - entry.credited);
    }
    // The invoice's total as issued where it has one, else the order's price.
    expect(month('2025-04')).toMatchObject({ invoices: 0, invoiced: 0, creditNotes: 1, credited: 6000, revenue: -6000 });
    expect(month('2025-05')).toMatchObject({ invoices: 1, invoiced: 10200, revenue: 10200 });
    expect(month('2025-12')).toMatchObject({ invoices: 1, invoiced: 12200, revenue: 12200 });
    expect(month('2026-01')).toMatchObject({ invoices: 1, invoiced: 6000, revenue: 6000 });
    expect(month('2026-02')).toMatchObject({ invoices: 0, creditNotes: 1, credited: 12200, revenue: -12200 });
    // The partial credit note takes off its own amount, not the invoice's.
    expect(month('2026-03')).toMatchObject({ invoices: 1, invoiced: 5000, creditNotes: 1, credited: 1500, revenue: 3500 });
  });

  it("follows each month's contact requests to the patient made of them and her first visit", async () => {
    for (const entry of answer.months) {
      const { start, end } = romeMonthBounds(entry.month);
      const requests = await count(COLLECTIONS.contactRequests, [
        ['createdAt', '>=', start],
        ['createdAt', '<', end],
      ]);
      expect(entry.requests, entry.month).toBe(requests);
    }
    const funnel = (name: string) => {
      const { requests, becamePatients, firstVisitsBooked, firstVisitsDone } = month(name);
      return [requests, becamePatients, firstVisitsBooked, firstVisitsDone];
    };
    // January: C (booked, done) and D (booked, missed); February: one unanswered, A (booked, done);
    // March: E booked before her request only, X's request after hers declined, one unanswered.
    expect([funnel('2026-01'), funnel('2026-02'), funnel('2026-03')]).toEqual([
      [2, 2, 2, 1],
      [2, 1, 1, 1],
      [3, 2, 0, 0],
    ]);
    expect(funnel('2025-04')).toEqual([0, 0, 0, 0]);
  });
});
