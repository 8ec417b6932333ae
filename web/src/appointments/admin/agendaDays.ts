/** The agenda's days: Rome calendar days as 'YYYY-MM-DD', and their Italian titles. */
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** 'venerdì 27 novembre'. */
export const dayTitle = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'long', day: 'numeric', month: 'long' });

/** The Rome day of an instant. */
export const romeDay = (instant: Date | string | number) => dayFormat.format(new Date(instant));

/** The title of a Rome day ('venerdì 27 novembre'). */
export const titleOfDay = (day: string) => dayTitle.format(new Date(`${day}T12:00:00Z`));

/** The Monday of the week of a Rome day. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return romeDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}

/** The Rome day `days` after (or before) another. */
export const plusDays = (day: string, days: number) => romeDay(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS));

/** The first day of the month of a Rome day ('2026-11-01'). */
export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month of a Rome day. */
export function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The same day of the month `months` later (or earlier), kept within the shorter months. */
export function plusMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, last))).toISOString().slice(0, 10);
}

/** 'novembre 2026'. */
export const monthTitle = (day: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${firstOfMonth(day)}T12:00:00Z`));
