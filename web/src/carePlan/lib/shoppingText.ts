/** The shopping list as plain text, for the phone's share sheet or the clipboard. */
import { AS_NEEDED, quantityText, type ShoppingItem } from '@app/schemas/carePlan/carePlan';

import { byAisle } from './aisles';
import { daysRangeText } from './shoppingDays';

/** One line of the list, as the page shows it: 'Riso basmati: 150 g', 'Cannella (q.b.)'. */
export const itemText = (item: ShoppingItem) => (item.unit === AS_NEEDED ? `${item.food} (q.b.)` : `${item.food}: ${quantityText(item)}`);

/** 'Lista della spesa (gio 26/11 – sab 28/11)', then each aisle with its foods. */
export function shoppingText(items: readonly ShoppingItem[], days: readonly string[]): string {
  const aisles = byAisle(items).map(({ aisle, items: grouped }) => [aisle, ...grouped.map((item) => `- ${itemText(item)}`)].join('\n'));
  return [`Lista della spesa (${daysRangeText(days)})`, ...aisles].join('\n\n');
}
