/** Amounts, dates and times as an Italian reader expects them, always in Rome's time. */
const TIME_ZONE = 'Europe/Rome';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const date = new Intl.DateTimeFormat('it-IT', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('it-IT', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** 12345 → '123,45 €'. */
export const formatEuroCents = (cents: number) => euro.format(cents / 100);

/** 'lunedì 23 novembre 2026'. */
export const formatRomeDate = (instant: Date) => date.format(instant);

/** '14:05' in Rome. */
export const formatRomeTime = (instant: Date) => time.format(instant);

/** 'lunedì 23 novembre 2026 alle 14:05'. */
export const formatRomeDateTime = (instant: Date) => `${formatRomeDate(instant)} alle ${formatRomeTime(instant)}`;
