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
