/** The plan editor's pure steps: an empty week, a day copied to other days, the foods to suggest. */
import { MEAL_LABELS, type MealPlanBody, type PlanDay, WEEKDAY_LABELS } from '@app/schemas/carePlan/carePlan';

export type PlanDraft = Pick<MealPlanBody, 'title' | 'startsOn' | 'days'> & { notes: string };
type Portion = PlanDay['meals'][number]['items'][number];

export const emptyItem = (): Portion => ({ food: '', quantity: undefined, unit: 'g' });
export const emptyDay = (weekday: number): PlanDay => ({ weekday, meals: [{ meal: 'colazione', items: [emptyItem()] }] });

/** The day `from` copied onto the `to` weekdays (replacing what they held), the week kept in order. */
export function copyDay(days: readonly PlanDay[], from: number, to: readonly number[]): PlanDay[] {
  const source = days.find((day) => day.weekday === from);
  if (!source) return [...days];
  const copies = to.map((weekday) => ({ ...structuredClone(source), weekday }));
  return [...days.filter((day) => !to.includes(day.weekday)), ...copies].sort((a, b) => a.weekday - b.weekday);
}

/** Every food the doctor has written in these weeks (items and alternatives), for the autocompletion. */
export function foodsOf(weeks: readonly (readonly PlanDay[])[]): string[] {
  const foods = new Set<string>();
  for (const days of weeks)
    for (const day of days)
      for (const meal of day.meals)
        for (const item of meal.items) {
          foods.add(item.food);
          for (const alternative of item.alternatives ?? []) foods.add(alternative.food);
        }
  return [...foods].filter(Boolean).sort((a, b) => a.localeCompare(b, 'it-IT'));
}

/**
 * Where in the week a path of the plan's body points, in the doctor's words ('Lunedì, Pranzo,
 * alimento 2, alternativa 1'), so a message such as "Scrivi il nome del cibo" says which one.
 */
export function placeInPlan(draft: Pick<PlanDraft, 'days'>, path: readonly PropertyKey[]): string {
  const [, dayIndex, , mealIndex, , itemIndex, , alternativeIndex] = path;
  if (path[0] !== 'days' || typeof dayIndex !== 'number') return '';
  const day = draft.days[dayIndex];
  const parts: (string | undefined)[] = [day ? WEEKDAY_LABELS[day.weekday - 1] : undefined];
  const meal = typeof mealIndex === 'number' ? day?.meals[mealIndex] : undefined;
  if (meal) parts.push(MEAL_LABELS[meal.meal]);
  if (typeof itemIndex === 'number') parts.push(`alimento ${itemIndex + 1}`);
  if (typeof alternativeIndex === 'number') parts.push(`alternativa ${alternativeIndex + 1}`);
  return parts.filter(Boolean).join(', ');
}
