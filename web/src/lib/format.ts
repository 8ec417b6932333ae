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
