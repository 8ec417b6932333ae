import { diaryDayOf, type DiaryRange, shiftDay } from '@app/schemas/diary/diary';

/** Days the diary's timeline shows. */
export const TIMELINE_DAYS = 14;

/** The timeline's days, today last (the page reads them, and its route loader fetches them ahead). */
export function timelineRange(now = new Date()): DiaryRange {
  const today = diaryDayOf(now);
  return { from: shiftDay(today, -(TIMELINE_DAYS - 1)), to: today };
}
