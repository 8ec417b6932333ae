/** How a plan's portions read in the app (the patient's page and the doctor's editor). */
import { AS_NEEDED, type MealItem } from '@app/schemas/carePlan';

const quantityFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** '80 g', '1 pz', 'q.b.'. */
export function quantityText({ quantity, unit }: Pick<MealItem, 'quantity' | 'unit'>): string {
  return unit === AS_NEEDED ? AS_NEEDED : `${quantityFormat.format(quantity ?? 0)} ${unit}`;
}

/** 'dd/mm/yyyy' of a 'YYYY-MM-DD' day. */
export const dayText = (day: string) => day.split('-').reverse().join('/');

/** Today's calendar day in Rome, 'YYYY-MM-DD'. */
export const todayInRome = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
