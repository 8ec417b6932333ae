/**
 * Wall time in Rome, which the practice lives by: the admin types an event's date and time as
 * they read on her clock, and analytics days run from midnight to midnight in Rome. Built on Intl
 * (the time-zone rules of the runtime), so daylight-saving changes are handled by the calendar.
 */
const TIME_ZONE = 'Europe/Rome';
const DAY_MS = 24 * 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(instant: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, second: Number(parts.second) };
}

/** How far Rome's clock is ahead of UTC at this instant, in ms (1 or 2 hours). */
function offsetAt(instantMs: number): number {
  const wall = wallParts(new Date(instantMs));
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = wall.time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, wall.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which Rome's clocks read `date` ('YYYY-MM-DD') and `time` ('HH:mm'). A time that
 * does not exist (the hour skipped in March) lands an hour later, as a clock shows it; a time that
 * occurs twice (the hour repeated in October) is its second occurrence.
 */
export function romeWallTimeToUtc(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(first));
}

/** Rome's date ('YYYY-MM-DD') and time ('HH:mm') at an instant. */
export function romeWallTime(instant: Date): { date: string; time: string } {
  const { date, time } = wallParts(instant);
  return { date, time };
}

/** The day in Rome at an instant: '2026-03-29'. */
export const romeDayOf = (instant: Date) => wallParts(instant).date;

/** The day `days` after `day` (before, when negative), by the calendar. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants at which a day in Rome begins and the next begins (23 or 25 hours on DST days). */
export function romeDayBounds(day: string): { start: Date; end: Date } {
  return { start: romeWallTimeToUtc(day), end: romeWallTimeToUtc(addDays(day, 1)) };
}

/** The instants at which a month in Rome ('2026-11') begins and the next begins. */
export function romeMonthBounds(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { start: romeWallTimeToUtc(`${month}-01`), end: romeWallTimeToUtc(`${next}-01`) };
}
