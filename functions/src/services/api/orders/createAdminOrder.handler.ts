import { ADMIN_ORDER_MESSAGES, walkInBilling } from '@app/schemas/services/adminOrders';
import { type OrderDoc, orderInsert } from '@app/schemas/services/entities';
import { ordersContract } from '@app/schemas/services/ordersContract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { users } from '../../../accounts/data/users';
import { Invalid, NotFound } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';
import { insertAdminOrder, newestOrders, orders } from '../../data/orders';
import { services } from '../../data/services';
import { completeOrder } from './orderStatusChange';
import { adminReader, orderViewOf } from './orderView';

/** The billing data of a member's latest order, when it has one that still passes the booking's rules. */
function billingOf(latest: OrderDoc | undefined) {
  if (!latest) return undefined;
  const fields = Object.fromEntries(Object.keys(walkInBilling.shape).map((name) => [name, latest[name as keyof OrderDoc]]));
  const parsed = walkInBilling.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/**
 * POST /api/admin/orders (admin): an order the doctor makes at the desk or on the phone
 * (docs/fiscal.md, Walk-ins and phone patients). For a member (`patientUid`: 404 when unknown), with
 * the billing data given or else those of her latest order; or for a person without an account, with
 * the billing data given (the order then belongs to no member: no member ever sees it). For an
 * active service of the price list at its price, never the client's, or for a free line. Paid, it
 * is completed and invoiced as 'Completa' does (orderStatusChange.ts), in the batch that creates
 * it; otherwise it waits as pending. Refusals come before any write. At most five round trips
 * without contention: the member, her latest order and the service in parallel, the invoice
 * number, the commit.
 */
export const createAdminOrderRoute = implement(ordersContract.createAdminOrder, async ({ caller, body, request }) => {
  const { patientUid, serviceId, freeLine } = body;
  const [patient, latest, service] = await Promise.all([
    patientUid === undefined ? undefined : users.find(patientUid),
    patientUid === undefined || body.billing ? [] : newestOrders({ userId: patientUid, limit: 1 }),
    serviceId === undefined ? undefined : services.find(serviceId),
  ]);
  if (patientUid !== undefined && !patient) throw new NotFound(NOT_FOUND.patient);
  if (serviceId !== undefined && !service?.isActive) throw new NotFound(NOT_FOUND.service);
  const billing = body.billing ?? billingOf(latest[0]);
  if (!billing) throw new Invalid(ADMIN_ORDER_MESSAGES.noBilling);
  const insert = orderInsert.parse({
    ...billing,
    userId: patientUid ?? null,
    serviceId: service?.id ?? null,
    freeLine: freeLine ? { description: freeLine.description, healthService: freeLine.healthService } : null,
    // The price list's price for a service, whatever else the body carries.
    totalAmount: service ? service.price : freeLine!.amountCents,
    status: 'pending',
  });
  // Its times are the commit's.
  const draft: OrderDoc = { ...insert, id: orders.newRef().id, createdAt: new Date(request.now), updatedAt: new Date(request.now) };
  const order = body.paid
    ? await completeOrder(draft, service, caller.uid, body.paymentMethod ?? null, { created: true })
    : await insertAdminOrder(draft, caller.uid);
  return orderViewOf(order, service, adminReader(caller));
});
