/**
 * The days a shopping list covers (docs/care-plan.md, Shopping list): the next 3 or 7 days, or
 * days she picks among the next 14, never a day before the plan's start: a plan starting on a
 * future day starts the list on that day.
 */
import { shoppingDates } from '@app/schemas/carePlan/carePlan';

export type ShoppingChoice = 'next3' | 'next7' | 'pick';

export const SHOPPING_CHOICES: readonly { value: ShoppingChoice; label: string }[] = [
  { value: 'next3', label: 'Prossimi 3 giorni' },
  { value: 'next7', label: 'Prossimi 7 giorni' },
  { value: 'pick', label: 'Scegli i giorni' },
];

/** How many days ahead she may pick from. */
export const PICKABLE_DAYS = 14;

/** The first day a list may cover: today, or the plan's start when it is later. */
export const firstShoppingDay = (today: string, startsOn: string) => (startsOn > today ? startsOn : today);

/** The days she may pick: 14 from the first day a list may cover. */
export const pickableDays = (today: string, startsOn: string) => shoppingDates(firstShoppingDay(today, startsOn), PICKABLE_DAYS, startsOn);

/** The days of a choice, in order; with 'pick', the picked days (none before the plan's start). */
export function daysOfChoice(choice: ShoppingChoice, today: string, startsOn: string, picked: ReadonlySet<string>): string[] {
  if (choice === 'pick') return pickableDays(today, startsOn).filter((day) => picked.has(day));
  return shoppingDates(firstShoppingDay(today, startsOn), choice === 'next3' ? 3 : 7, startsOn);
}

const weekdayShort = new Intl.DateTimeFormat('it-IT', { weekday: 'short', timeZone: 'UTC' });

/** 'gio 26/11' of a 'YYYY-MM-DD' day. */
export const shortDayText = (day: string) => `${weekdayShort.format(new Date(`${day}T12:00:00Z`))} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 'gio 26/11 – sab 28/11', or the one day. */
export const daysRangeText = (days: readonly string[]) =>
  days.length <= 1 ? days.map(shortDayText).join('') : `${shortDayText(days[0]!)} – ${shortDayText(days.at(-1)!)}`;
