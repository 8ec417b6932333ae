/** How a plan's portions read in Italian on the PDF (the amounts as in the app: `quantityText`). */
import { AS_NEEDED, type MealItem, quantityText } from '@app/schemas/carePlan/carePlan';

type Portion = Pick<MealItem, 'food' | 'quantity' | 'unit'>;

/** '80 g pasta integrale', '2 cucchiai olio', 'sale q.b.'. */
export function portionText(portion: Portion): string {
  if (portion.unit === AS_NEEDED) return `${portion.food} q.b.`;
  return `${quantityText(portion)} ${portion.food}`;
}

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' day. */
export const italianDay = (day: string) => day.split('-').reverse().join('/');
