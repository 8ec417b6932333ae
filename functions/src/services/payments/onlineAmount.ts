import type { OrderDoc, ServiceDoc } from '@app/schemas/services/entities';
import { FULL_ONLY_CATEGORIES, MIN_DEPOSIT_CENTS, type PaidMode } from '@app/schemas/services/payments';

import { issueInvoice } from '../../invoices/issuedInvoice';

export interface OnlineAmount {
  mode: PaidMode;
  /** Cents. */
  amount: number;
}

/**
 * What the patient may pay online for this order now (docs/payments.md), always from the server's
 * data, never from the client: the whole invoice that 'Completa' would issue (the order's price, with
 * the ENPAB contribution, VAT where due and the stamp duty), or the service's deposit. Nothing for an
 * order that is not pending or is already paid, nor for a service paid at the studio (services
 * stored before the setting are) or no longer in the price list. A deposit that reaches the whole
 * invoice asks for the whole invoice.
 */
export function onlineAmountOf(order: OrderDoc, service: ServiceDoc | undefined): OnlineAmount | null {
  if (order.status !== 'pending' || order.payment || !service) return null;
  const mode = service.onlinePayment ?? 'none';
  if (mode === 'none') return null;
  const total = issueInvoice(order, service).total;
  const deposit = service.depositAmount ?? 0;
  if (mode === 'full' || FULL_ONLY_CATEGORIES.includes(service.category) || deposit >= total) return { mode: 'full', amount: total };
  return deposit >= MIN_DEPOSIT_CENTS ? { mode: 'deposit', amount: deposit } : null;
}
