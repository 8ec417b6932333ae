const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Cents as euro in the Italian format: 10000 -> "100,00 €". */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

const dateTime = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
const longDateTime = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric' });

/** "12 marzo, 18:00" */
export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
/** "giovedì 12 marzo 2026 alle ore 18:00" */
export const formatLongDateTime = (value: string | Date) => longDateTime.format(new Date(value));
/** "12 mar 2026" */
export const formatDate = (value: string | Date) => shortDate.format(new Date(value));

const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});
const romeTime = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
/** "12 marzo, 18:00" as the clock in Rome shows it (the practice's time, wherever the reader is). */
export const formatRomeDateTime = (value: string | Date) => romeDateTime.format(new Date(value));
/** "18:00" in Rome. */
export const formatRomeTime = (value: string | Date) => romeTime.format(new Date(value));
