import type { OrderBodyInput, OrderView } from '@app/schemas/services/orders';

/** The billing fields a new booking takes from the last one (the opposition to the Sistema TS is asked each time: it is per expense). */
const CARRIED = [
  'customerPhone',
  'billingType',
  'fiscalCode',
  'vatNumber',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
] as const satisfies readonly (keyof OrderBodyInput & keyof OrderView)[];

/** The billing data of the member's most recent order, to fill in her next booking; nothing without one. */
export function lastBillingOf(orders: readonly OrderView[] | undefined): Partial<OrderBodyInput> {
  const last = orders?.reduce<OrderView | undefined>(
    (latest, order) => (!latest || order.createdAt > latest.createdAt ? order : latest),
    undefined,
  );
  if (!last) return {};
  return Object.fromEntries(CARRIED.map((field) => [field, last[field]]));
}
