import { PRACTICE_MONTHS, PRACTICE_WEEKS, type PracticeMonth, type PracticeWeek } from '@app/schemas/analytics/practice';
import type { AppointmentStatus } from '@app/schemas/appointments/appointments';
import { addDays, romeDayBounds, romeDayOf, romeMonthBounds } from '@app/schemas/shared/romeTime';

import type { OwnerTraceAt } from '../../../shared/data/ownerTraces';

/**
 * The practice's figures from what the handler read (docs/api.md, "The practice's figures"), in
 * Rome's calendar. Pure: the handler reads, these count. Anything dated outside the span (a
 * document written after `now`) is left out.
 */

/** The Monday of a day's week ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** The month ('YYYY-MM') `months` after `month` (before, when negative). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + index - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const monthOf = (instant: Date) => romeDayOf(instant).slice(0, 7);

export interface PracticeSpan {
  /** Their Mondays, oldest first; the current week last. */
  weeks: string[];
  /** Oldest first; the current month last. */
  months: string[];
  /** The first week's start and the next week's start. */
  weeksFrom: Date;
  weeksTo: Date;
  /** The first month's start. */
  monthsFrom: Date;
}

/** The weeks and months the figures cover at `now`. */
export function practiceSpan(now: Date): PracticeSpan {
  const today = romeDayOf(now);
  const monday = mondayOf(today);
  const weeks = Array.from({ length: PRACTICE_WEEKS }, (_, index) => addDays(monday, 7 * (index - PRACTICE_WEEKS + 1)));
  const months = Array.from({ length: PRACTICE_MONTHS }, (_, index) => addMonths(today.slice(0, 7), index - PRACTICE_MONTHS + 1));
  return {
    weeks,
    months,
    weeksFrom: romeDayBounds(weeks[0]!).start,
    weeksTo: romeDayBounds(addDays(monday, 7)).start,
    monthsFrom: romeMonthBounds(months[0]!).start,
  };
}

/** What becomes of a visit, as the weeks count it; the other statuses (requests, declined, expired) are no visit. */
const OUTCOMES: Partial<Record<AppointmentStatus, 'done' | 'missed' | 'cancelled'>> = {
  done: 'done',
  missed: 'missed',
  cancelled: 'cancelled',
};

/** Appointments that never were a visit booked: requests declined or expired. */
const NOT_BOOKED: readonly AppointmentStatus[] = ['declined', 'expired'];

/** Each week's visits by outcome, by the visit's start. */
export function visitsPerWeek(weeks: string[], visits: { start: Date; status: AppointmentStatus }[]): PracticeWeek[] {
  const byWeek = new Map(weeks.map((week) => [week, { week, done: 0, missed: 0, cancelled: 0 }]));
  for (const visit of visits) {
    const outcome = OUTCOMES[visit.status];
    const week = byWeek.get(mondayOf(romeDayOf(visit.start)));
    if (outcome && week) week[outcome] += 1;
  }
  return [...byWeek.values()];
}

/** Each member's first trace among these, the earliest of all. */
function firstTraces(traces: OwnerTraceAt[]): Map<string, Date> {
  const first = new Map<string, Date>();
  for (const trace of traces) {
    const known = first.get(trace.owner);
    if (!known || trace.at < known) first.set(trace.owner, trace.at);
  }
  return first;
}

export interface PracticeSources {
  /** Appointments booked since the first month (with their status) and orders made since then. */
  bookings: OwnerTraceAt[];
  orders: OwnerTraceAt[];
  /** Who had booked or ordered before the first month: no new patient in the span. */
  earlierPatients: Set<string>;
  invoices: { at: Date; amount: number }[];
  creditNotes: { at: Date; amount: number }[];
  requests: { at: Date; patientId: string | null }[];
}

type MonthFigures = Omit<PracticeMonth, 'month' | 'revenue'>;
const ZERO: MonthFigures = {
  newPatients: 0,
  invoices: 0,
  invoiced: 0,
  creditNotes: 0,
  credited: 0,
  requests: 0,
  becamePatients: 0,
  firstVisitsBooked: 0,
  firstVisitsDone: 0,
};

/** Each month's new patients, revenue and contact requests' funnel. */
export function practiceMonths(months: string[], sources: PracticeSources): PracticeMonth[] {
  const byMonth = new Map(months.map((month) => [month, { ...ZERO }]));
  const monthAt = (at: Date) => byMonth.get(monthOf(at));

  for (const [patient, first] of firstTraces([...sources.bookings, ...sources.orders])) {
    const month = monthAt(first);
    if (month && !sources.earlierPatients.has(patient)) month.newPatients += 1;
  }
  for (const invoice of sources.invoices) {
    const month = monthAt(invoice.at);
    if (month) Object.assign(month, { invoices: month.invoices + 1, invoiced: month.invoiced + invoice.amount });
  }
  for (const note of sources.creditNotes) {
    const month = monthAt(note.at);
    if (month) Object.assign(month, { creditNotes: month.creditNotes + 1, credited: month.credited + note.amount });
  }
  const bookingsOf = new Map<string, OwnerTraceAt[]>();
  for (const booking of sources.bookings) bookingsOf.set(booking.owner, [...(bookingsOf.get(booking.owner) ?? []), booking]);
  for (const request of sources.requests) {
    const month = monthAt(request.at);
    if (!month) continue;
    month.requests += 1;
    if (!request.patientId) continue;
    month.becamePatients += 1;
    // A visit booked after the request: her first visit as the request's patient. A request the
    // doctor declined, or that expired unanswered, booked nothing.
    const after = (bookingsOf.get(request.patientId) ?? []).filter(
      (booking) => booking.at >= request.at && !NOT_BOOKED.includes(booking.fields.status as AppointmentStatus),
    );
    if (after.length > 0) month.firstVisitsBooked += 1;
    if (after.some((booking) => booking.fields.status === 'done')) month.firstVisitsDone += 1;
  }
  return [...byMonth].map(([month, figures]) => ({ month, ...figures, revenue: figures.invoiced - figures.credited }));
}
