import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { invoiceAmounts, isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { OrderDoc, ServiceDoc } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';

/** Shown when the ordered service has since been removed from the price list. */
export const REMOVED_SERVICE_NAME = 'Servizio non più disponibile';

/** What an order is for, as it is invoiced: its service, or the doctor's free line (orders stored before the field have none). */
type OrderLine = Pick<OrderDoc, 'totalAmount'> & { freeLine?: OrderDoc['freeLine'] | undefined };

/** The name of what was ordered: the free line's description, the service's name, or the removed service's. */
export const orderLineName = (order: Pick<OrderLine, 'freeLine'>, service: Pick<ServiceDoc, 'name'> | undefined): string =>
  order.freeLine?.description ?? service?.name ?? REMOVED_SERVICE_NAME;

/** What the invoice of this order (its service, or its free line) says under the practice's current tax settings. */
export function issueInvoice(order: OrderLine, service: ServiceDoc | undefined): IssuedInvoice {
  const { freeLine } = order;
  return {
    ...invoiceAmounts(order.totalAmount, freeLine ? freeLine.healthService : isHealthService(service)),
    serviceName: orderLineName(order, service),
    serviceCategory: freeLine ? null : (service?.category ?? null),
    regime: practiceTax.regime,
    enpabRatePercent: practiceTax.enpabRatePercent,
  };
}

/**
 * The invoice as issued with the order's completion; orders completed before invoices were kept
 * on them are computed from their service now.
 */
export const issuedInvoiceOf = (order: OrderDoc, service: ServiceDoc | undefined): IssuedInvoice =>
  order.issuedInvoice ?? issueInvoice(order, service);
