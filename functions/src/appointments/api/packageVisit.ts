import type { ServiceDoc } from '@app/schemas/services/entities';
import { PACKAGE_MESSAGES, PACKAGE_VISIT_CATEGORY } from '@app/schemas/services/packages';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { orders } from '../../services/data/orders';
import { Conflict, Invalid, NotFound } from '../../shared/domainErrors';
import { appointments } from '../data/appointments';
import { type FreePackageVisit, freePackageVisitOf, packageVisitsOf } from '../data/packageVisits';

/**
 * A visit booked within the member's package (`packageOrderId`, docs/payments.md): 404 for an order
 * that is not hers, 409 for one that includes no visits (or is not completed: paid or confirmed),
 * 400 for a service that is not a control. Answers how to choose the package's free number for a
 * visit at `start` (409 when the package has ended by then or is used up), asked again by the
 * booking when a concurrent one took it. One round trip, and two per choice.
 */
export async function packageVisitChooser(
  userId: string,
  packageOrderId: string,
  service: ServiceDoc,
  start: Date,
): Promise<() => Promise<FreePackageVisit>> {
  const order = await orders.find(packageOrderId);
  if (!order || order.userId !== userId) throw new NotFound(NOT_FOUND.order);
  const entitlement = order.package;
  if (!entitlement || order.status !== 'completed') throw new Conflict(PACKAGE_MESSAGES.notAPackage);
  if (service.category !== PACKAGE_VISIT_CATEGORY) throw new Invalid(PACKAGE_MESSAGES.onlyControls);
  const packageOrder = { id: order.id, userId, package: entitlement };
  return async () => freePackageVisitOf(packageOrder, await packageVisitsOf(userId, (ids) => appointments.many(ids)), start);
}
