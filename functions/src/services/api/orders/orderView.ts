import type { OrderDoc, ServiceDoc } from '@app/schemas/services/entities';
import { orderStoredFields, type OrderView } from '@app/schemas/services/orders';
import type { PackageUseView } from '@app/schemas/services/packages';
import { refundableOf } from '@app/schemas/services/refunds';
import { storedValues } from '@app/schemas/shared/entityView';

import { appointments } from '../../../appointments/data/appointments';
import { packageUsesOf } from '../../../appointments/data/packageVisits';
import { LOCATIONS } from '../../../appointments/locations';
import { issuedInvoiceOf, orderLineName } from '../../../invoices/issuedInvoice';
import { servicesOfOrders } from '../../data/services';
import { onlineAmountOf } from '../../payments/onlineAmount';

function invoiceFieldsOf(order: OrderDoc, service: ServiceDoc | undefined) {
  const issued = order.invoiceNumber ? issuedInvoiceOf(order, service) : null;
  return {
    invoiceTotal: issued?.total ?? null,
    invoiceHealthService: issued?.healthExempt ?? null,
    // Orders completed before the method was recorded have no field: not indicated.
    paymentMethod: order.paymentMethod ?? null,
    creditNoteNumber: order.creditNote?.number ?? null,
  };
}

/**
 * Who reads an order: the patient who booked it and the doctor role read all of it; an admin
 * without the doctor's role gets it without the note the patient wrote for the doctor (`notes`:
 * health, docs/security.md), billing notes included.
 */
export interface OrderReader {
  healthNote: boolean;
}

/** The patient reading her own order. */
export const OWNER: OrderReader = { healthNote: true };

/** The admin area's reader: the note for the doctor only with the doctor's role. */
export const adminReader = (caller: { isDoctor: boolean }): OrderReader => ({ healthNote: caller.isDoctor });

/** The order's visit as the lists show it: when, and the studio's name ('Online' for a video call). */
function visitOf(order: OrderDoc): OrderView['visit'] {
  // Orders booked before the field have none.
  if (!order.visit) return null;
  const { appointmentId, start, locationId } = order.visit;
  const locationName = LOCATIONS.find((location) => location.id === locationId)?.name ?? locationId;
  return { appointmentId, start: start.toISOString(), locationId, locationName };
}

/** What was paid online (docs/payments.md); orders stored before the field have none. */
function paymentOf(order: OrderDoc): OrderView['payment'] {
  if (!order.payment) return null;
  const { mode, amount, remaining, paidAt } = order.payment;
  return { mode, amount, remaining, paidAt: paidAt.toISOString() };
}

/** The refunds of the online payment, oldest first, and what is still refundable (docs/payments.md, Refunds). */
function refundsOf(order: OrderDoc): Pick<OrderView, 'refunds' | 'refundable'> {
  // Orders stored before the field have none.
  const refunds = Object.values(order.refunds ?? {}).sort((one, other) => one.attempt - other.attempt);
  return {
    refunds: refunds.map(({ attempt, amount, reason, status, requestedAt, creditNote }) => ({
      attempt,
      amount,
      reason,
      status,
      requestedAt: requestedAt.toISOString(),
      creditNoteNumber: creditNote?.number ?? null,
      creditNoteAmount: creditNote?.amount ?? null,
    })),
    refundable: order.payment ? refundableOf(order.payment.amount, refunds) : null,
  };
}

/** A dispute of the online payment, as the answers show it; orders stored before the field have none. */
function disputeOf(order: OrderDoc): OrderView['dispute'] {
  if (!order.dispute) return null;
  const { amount, reason, status, openedAt } = order.dispute;
  return { amount, reason, status, openedAt: openedAt.toISOString() };
}

/** `packageUse`: what a package's order has left (orderViewsOf reads it); null when not read or none. */
export function orderViewOf(
  order: OrderDoc,
  service: ServiceDoc | undefined,
  reader: OrderReader,
  packageUse: PackageUseView | null = null,
): OrderView {
  const serviceName = orderLineName(order, service);
  return {
    ...storedValues(orderStoredFields, order),
    serviceName,
    servicePrice: service?.price ?? null,
    service: { name: serviceName },
    notes: reader.healthNote ? order.notes : '',
    // Orders booked before the option existed have no field: no opposition.
    sistemaTsOpposition: order.sistemaTsOpposition === true,
    visit: visitOf(order),
    ...invoiceFieldsOf(order, service),
    onlinePayment: onlineAmountOf(order, service),
    payment: paymentOf(order),
    ...refundsOf(order),
    package: packageUse,
    dispute: disputeOf(order),
  };
}

/**
 * Views of many orders with one read of their distinct services, whatever their number, and, when
 * any is a package with visits, two more for what each has left at `now`.
 */
export async function orderViewsOf(orders: OrderDoc[], reader: OrderReader, now = new Date()): Promise<OrderView[]> {
  const [serviceOf, packageUseOf] = await Promise.all([
    servicesOfOrders(orders),
    packageUsesOf(orders, (ids) => appointments.many(ids), now),
  ]);
  return orders.map((order) => orderViewOf(order, serviceOf(order), reader, packageUseOf(order.id)));
}
