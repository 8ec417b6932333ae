import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { invoiceAmounts, isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { OrderDoc, ServiceDoc } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';

/** Shown when the ordered service has since been removed from the price list. */
export const REMOVED_SERVICE_NAME = 'Servizio non più disponibile';

/** What the invoice of an order for this service says under the practice's current tax settings. */
export function issueInvoice(totalAmount: number, service: ServiceDoc | undefined): IssuedInvoice {
  return {
    ...invoiceAmounts(totalAmount, isHealthService(service)),
    serviceName: service?.name ?? REMOVED_SERVICE_NAME,
    serviceCategory: service?.category ?? null,
    regime: practiceTax.regime,
    enpabRatePercent: practiceTax.enpabRatePercent,
  };
}

/**
 * The invoice as issued with the order's completion; orders completed before invoices were kept
 * on them are computed from their service now.
 */
export const issuedInvoiceOf = (order: OrderDoc, service: ServiceDoc | undefined): IssuedInvoice =>
  order.issuedInvoice ?? issueInvoice(order.totalAmount, service);
