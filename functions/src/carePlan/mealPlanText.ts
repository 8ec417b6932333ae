/** How a plan's portions read in Italian, on the PDF (the web app formats its own). */
import { AS_NEEDED, type MealItem } from '@app/schemas/carePlan';

type Portion = Pick<MealItem, 'food' | 'quantity' | 'unit'>;

const decimal = (value: number) => String(value).replace('.', ',');

/** '80 g pasta integrale', '1 pz mela', 'olio q.b.'. */
export function portionText({ food, quantity, unit }: Portion): string {
  if (unit === AS_NEEDED) return `${food} q.b.`;
  return `${decimal(quantity ?? 0)} ${unit} ${food}`;
}

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' day. */
export const italianDay = (day: string) => day.split('-').reverse().join('/');
