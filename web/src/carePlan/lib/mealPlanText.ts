/** Days of a plan as the app shows them (portions: `quantityText` in the schemas). */

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' day. */
export const dayText = (day: string) => day.split('-').reverse().join('/');

/** Today's calendar day in Rome, 'YYYY-MM-DD'. */
export const todayInRome = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
