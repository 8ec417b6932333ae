/**
 * The yearly Sistema TS deadline: the health expenses of a year are sent by 31 January of the next
 * one; a deadline on a Saturday, a Sunday or a public holiday moves to the next working day.
 */

/** Italy's national public holidays on fixed dates, as 'MM-DD'. */
const FIXED_HOLIDAYS = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];

/** Easter Sunday of a year (the Gregorian computus), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function isItalianHoliday(date: Date): boolean {
  const easterMonday = easterSunday(date.getUTCFullYear());
  easterMonday.setUTCDate(easterMonday.getUTCDate() + 1);
  return FIXED_HOLIDAYS.includes(isoDay(date).slice(5)) || isoDay(date) === isoDay(easterMonday);
}

/** 'YYYY-MM-DD': the day by which the health expenses of `year` are sent to the Sistema TS. */
export function sistemaTsDeadline(year: number): string {
  const day = new Date(Date.UTC(year + 1, 0, 31));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || isItalianHoliday(day)) day.setUTCDate(day.getUTCDate() + 1);
  return isoDay(day);
}
