/**
 * The practice's figures (docs/api.md, "The practice's figures"): visits per week, new patients,
 * revenue from the invoices and the contact requests' funnel per month, in Rome's calendar. Counts
 * and cents only: nothing about anyone's health.
 */
import { z } from 'zod';

/** The weeks (the current one last) and the months (the current one last) the practice's figures cover. */
export const PRACTICE_WEEKS = 12;
export const PRACTICE_MONTHS = 12;

const count = z.number().int().min(0);
const cents = z.number().int();

/** One week, Monday to Sunday: its visits by what became of them (by the visit's start). */
export const practiceWeek = z.object({
  /** The Monday, 'YYYY-MM-DD'. */
  week: z.string(),
  done: count,
  missed: count,
  cancelled: count,
});

/** One calendar month ('YYYY-MM'). */
export const practiceMonth = z.object({
  month: z.string(),
  /** Members whose first appointment or order (by its creation) falls in the month. */
  newPatients: count,
  /** Invoices dated in the month, and their totals in cents. */
  invoices: count,
  invoiced: cents,
  /** Credit notes dated in the month, and the totals of the invoices they cancel. */
  creditNotes: count,
  credited: cents,
  /** invoiced − credited. */
  revenue: cents,
  /** Contact requests received in the month… */
  requests: count,
  /** …made patients ('Crea paziente')… */
  becamePatients: count,
  /** …whose patient booked a visit after the request (a request declined or expired is none)… */
  firstVisitsBooked: count,
  /** …and had one marked done. */
  firstVisitsDone: count,
});

/** GET /api/analytics/practice */
export const practiceView = z.object({
  weeks: z.array(practiceWeek),
  months: z.array(practiceMonth),
});
export type PracticeWeek = z.infer<typeof practiceWeek>;
export type PracticeMonth = z.infer<typeof practiceMonth>;
export type PracticeView = z.infer<typeof practiceView>;
