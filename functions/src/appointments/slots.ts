import {
  appointmentRules,
  type AvailabilityException,
  ONLINE_LOCATION_ID,
  type SlotView,
  type WeeklyHours,
} from '@app/schemas/appointments/appointments';
import { practiceHours } from '@app/schemas/shared/practice';
import { addDays, romeDayOf, romeWallTimeToUtc } from '@app/schemas/shared/romeTime';

const MINUTE_MS = 60 * 1000;

/** A stretch of the doctor's time already taken (an appointment or a pending request). */
export interface Busy {
  start: Date;
  end: Date;
  locationId: string;
}

export interface SlotRequest {
  /** Rome days, inclusive. */
  from: string;
  to: string;
  now: Date;
  durationMinutes: number;
  locationId: string;
  /** The doctor's weekly hours at the place. */
  weekly: readonly WeeklyHours[];
  exceptions: readonly Pick<AvailabilityException, 'date' | 'locationId'>[];
  busy: readonly Busy[];
  rules?: Pick<typeof appointmentRules, 'travelGapMinutes' | 'minNoticeHours' | 'slotStepMinutes' | 'bookingWindowDays'>;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The practice's opening hours of a weekday in minutes of the day, or null when it is closed. */
export function openingOf(weekday: number): { opens: number; closes: number } | null {
  const row = practiceHours.find((hours) => (hours.weekdays as readonly number[]).includes(weekday));
  return row ? { opens: minutesOf(row.opens), closes: minutesOf(row.closes) } : null;
}

/** Whether weekly hours lie within the practice's opening hours. */
export function withinOpeningHours(hours: WeeklyHours): boolean {
  const opening = openingOf(hours.weekday);
  return opening !== null && minutesOf(hours.start) >= opening.opens && minutesOf(hours.end) <= opening.closes;
}

/** Whether two places need the travel gap between them: two different studios (online needs no travel). */
const needsTravel = (a: string, b: string) => a !== b && a !== ONLINE_LOCATION_ID && b !== ONLINE_LOCATION_ID;

/** Whether a visit from start to end at the place collides with a busy stretch, the travel gap included. */
export function collides(start: Date, end: Date, locationId: string, busy: readonly Busy[], travelGapMinutes: number): boolean {
  return busy.some((taken) => {
    const gap = needsTravel(locationId, taken.locationId) ? travelGapMinutes * MINUTE_MS : 0;
    return taken.start.getTime() < end.getTime() + gap && start.getTime() < taken.end.getTime() + gap;
  });
}

/**
 * The free starts at a place between two Rome days: on the grid of each weekly interval (Rome's
 * clock, so a 9:00 slot is 9:00 in January and in July), inside the practice's hours, not on a
 * closed day, after the minimum notice, within the booking window, clear of every busy stretch
 * and of the travel gap to another studio. A pure function of its inputs (the clock included).
 */
export function freeSlots(request: SlotRequest): SlotView[] {
  const rules = request.rules ?? appointmentRules;
  const earliest = request.now.getTime() + rules.minNoticeHours * 60 * MINUTE_MS;
  const lastDay = addDays(romeDayOf(request.now), rules.bookingWindowDays);
  const durationMs = request.durationMinutes * MINUTE_MS;
  const slots: SlotView[] = [];
  for (let day = request.from; day <= request.to && day <= lastDay; day = addDays(day, 1)) {
    const closed = request.exceptions.some(
      (closure) => closure.date === day && (closure.locationId === null || closure.locationId === request.locationId),
    );
    const weekday = weekdayOf(day);
    const opening = openingOf(weekday);
    if (closed || !opening) continue;
    const intervals = request.weekly.filter((hours) => hours.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start));
    for (const hours of intervals) {
      const first = Math.max(minutesOf(hours.start), opening.opens);
      const last = Math.min(minutesOf(hours.end), opening.closes) - request.durationMinutes;
      for (let minute = first; minute <= last; minute += rules.slotStepMinutes) {
        const start = romeWallTimeToUtc(day, timeOf(minute));
        const end = new Date(start.getTime() + durationMs);
        if (start.getTime() < earliest) continue;
        if (collides(start, end, request.locationId, request.busy, rules.travelGapMinutes)) continue;
        slots.push({ start: start.toISOString(), end: end.toISOString(), locationId: request.locationId });
      }
    }
  }
  return slots;
}
