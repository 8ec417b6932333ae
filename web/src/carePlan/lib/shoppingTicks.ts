/**
 * The shopping list's ticks, kept on the phone (localStorage) per plan and per week: a new week
 * starts with nothing ticked. Nothing of it leaves the device.
 */
import { weekdayOf } from '@app/schemas/carePlan/carePlan';

/** The Monday of a day's week, 'YYYY-MM-DD'. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (weekdayOf(day) - 1));
  return date.toISOString().slice(0, 10);
}

const storageKey = (planId: string, monday: string) => `piano-spesa:${planId}:${monday}`;
export const itemKey = (item: { food: string; unit: string }) => `${item.food}|${item.unit}`;

export function readTicks(planId: string, monday: string): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(planId, monday)) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeTicks(planId: string, monday: string, ticks: Set<string>): void {
  try {
    localStorage.setItem(storageKey(planId, monday), JSON.stringify([...ticks]));
  } catch {
    // Private browsing or a full storage: the ticks last as long as the page.
  }
}
