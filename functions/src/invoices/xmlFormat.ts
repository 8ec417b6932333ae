const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of the day in Rome, as the XML documents write dates. */
export const isoDate = (date: Date) => romeDay.format(date);

/** Cents as '102.00', as the XML documents write amounts. */
export const xmlAmount = (cents: number) => (cents / 100).toFixed(2);
