import type { OrderView } from '@app/schemas/services/orders';
import { packageIsSpent } from '@app/schemas/services/packages';

type PackageOrder = OrderView & { package: NonNullable<OrderView['package']> };

/**
 * Her package at the booking of a control (docs/payments.md, Packages that count their visits): the
 * newest completed order with included visits, `usable` while it has one left and has not ended,
 * `spent` otherwise (the dialog says so, and the visit is booked and paid on its own).
 */
export function packageForVisit(orders: readonly OrderView[] | undefined): { usable?: PackageOrder; spent?: PackageOrder } {
  const newest = orders?.find((order): order is PackageOrder => order.status === 'completed' && order.package !== null);
  if (!newest) return {};
  return packageIsSpent(newest.package) ? { spent: newest } : { usable: newest };
}
