import { analyticsContract } from '@app/schemas/analytics/analyticsContract';

import { appointmentOwnersBefore, appointmentsBookedSince, visitOutcomesBetween } from '../../../appointments/data/visitFigures';
import { requestsSince } from '../../../content/data/contactRequests';
import { creditNotesSince, invoicesSince } from '../../../invoices/data/invoiceTotals';
import { orderOwnersBefore, orderTracesSince } from '../../../services/data/orderOwners';
import { implement } from '../../../shared/route';
import { practiceMonths, practiceSpan, visitsPerWeek } from './practiceFigures';

/**
 * GET /api/analytics/practice: the last twelve weeks' visits and the last twelve months' new
 * patients, revenue and contact requests, counted from the data itself (the same documents the
 * agenda, the invoices and 'Richieste' show), so no counter can drift from them. Nine reads, in
 * parallel but for the credit notes' two, each bounded by its date range and a limit and projected
 * to the few fields it counts: a year of a practice is a few thousand small documents, where
 * count() and sum() would need one aggregation per month and figure (more than a hundred round
 * trips).
 */
export const getPracticeAnalyticsRoute = implement(analyticsContract.getPracticeAnalytics, async ({ request }) => {
  const span = practiceSpan(new Date(request.now));
  const [visits, bookings, bookedBefore, orders, orderedBefore, invoices, creditNotes, requests] = await Promise.all([
    visitOutcomesBetween(span.weeksFrom, span.weeksTo),
    appointmentsBookedSince(span.monthsFrom),
    appointmentOwnersBefore(span.monthsFrom),
    orderTracesSince(span.monthsFrom),
    orderOwnersBefore(span.monthsFrom),
    invoicesSince(span.monthsFrom),
    creditNotesSince(span.monthsFrom),
    requestsSince(span.monthsFrom),
  ]);
  return {
    weeks: visitsPerWeek(span.weeks, visits),
    months: practiceMonths(span.months, {
      bookings,
      orders,
      earlierPatients: new Set([...bookedBefore, ...orderedBefore]),
      invoices,
      creditNotes,
      requests,
    }),
  };
});
