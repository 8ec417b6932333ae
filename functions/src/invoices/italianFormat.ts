const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * Cents as "€ 1.234,56"-style Italian euro text with plain spaces (the PDF's standard fonts and
 * the CSV want no narrow or non-breaking spaces).
 */
export const euroText = (cents: number) => euro.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');

/** "23/11/2026", in Rome's time zone. */
export const italianDate = (date: Date) => day.format(date);
