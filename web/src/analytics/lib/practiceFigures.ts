import type { PracticeMonth, PracticeWeek } from '@app/schemas/analytics/practice';

import { formatCents } from '../../shared/lib/format';
import { csvOf } from './seriesCsv';

/**
 * The practice's figures as the page's tables and the CSV show them: each column written once,
 * its value a number (cents for money), shown in Italian on the page and plain in the file.
 */
export interface PracticeFigure<T> {
  header: string;
  value: (row: T) => number;
  cents?: boolean;
}

const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-03' -> 'marzo 2026'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** The week of Monday '2026-03-16' -> 'dal 16 mar 2026'. */
export const weekLabel = (monday: string) => `dal ${dayName.format(new Date(`${monday}T00:00:00Z`))}`;

/** A figure on the page: euro in the Italian format, counts as they are. */
export const shownValue = <T>(figure: PracticeFigure<T>, row: T) =>
  figure.cents ? formatCents(figure.value(row)) : figure.value(row).toLocaleString('it-IT');

export const WEEK_FIGURES: PracticeFigure<PracticeWeek>[] = [
  { header: 'Svolte', value: (week) => week.done },
  { header: 'Non presentati', value: (week) => week.missed },
  { header: 'Annullate', value: (week) => week.cancelled },
];

export const REVENUE_FIGURES: PracticeFigure<PracticeMonth>[] = [
  { header: 'Nuovi pazienti', value: (month) => month.newPatients },
  { header: 'Fatture', value: (month) => month.invoices },
  { header: 'Fatturato', value: (month) => month.invoiced, cents: true },
  { header: 'Note di credito', value: (month) => month.creditNotes },
  { header: 'Stornato', value: (month) => month.credited, cents: true },
  { header: 'Incassi', value: (month) => month.revenue, cents: true },
];

export const FUNNEL_FIGURES: PracticeFigure<PracticeMonth>[] = [
  { header: 'Richieste', value: (month) => month.requests },
  { header: 'Diventate pazienti', value: (month) => month.becamePatients },
  { header: 'Prima visita prenotata', value: (month) => month.firstVisitsBooked },
  { header: 'Prima visita svolta', value: (month) => month.firstVisitsDone },
];

/** The months' figures as CSV, money in euro with a dot ('120.50'), as the daily series'. */
export const practiceCsv = (months: PracticeMonth[]) =>
  csvOf(
    [
      { header: 'Mese', value: (month: PracticeMonth) => month.month },
      ...[...REVENUE_FIGURES, ...FUNNEL_FIGURES].map((figure) => ({
        header: figure.cents ? `${figure.header} (EUR)` : figure.header,
        value: (month: PracticeMonth) => (figure.cents ? (figure.value(month) / 100).toFixed(2) : figure.value(month)),
      })),
    ],
    months,
  );
