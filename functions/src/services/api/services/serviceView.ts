import { isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { ServiceDoc } from '@app/schemas/services/entities';
import type { OnlinePaymentMode } from '@app/schemas/services/payments';
import type { ServiceView } from '@app/schemas/services/services';

/** A service as the price list and the admin show it. */
export function serviceViewOf(service: ServiceDoc): ServiceView {
  const { id, name, description, price, duration, features, category, isActive } = service;
  // Services stored before online payments existed are paid at the studio.
  const onlinePayment = service.onlinePayment ?? 'none';
  const depositAmount = onlinePayment === 'deposit' ? (service.depositAmount ?? null) : null;
  return {
    id,
    name,
    description,
    price,
    duration,
    features,
    category,
    healthService: isHealthService(service),
    isActive,
    onlinePayment,
    depositAmount,
  };
}

/**
 * The stored online payment of a service body (docs/payments.md): the deposit kept only with the
 * 'deposit' mode; nothing when the body leaves the mode out (an edit keeps it as it is).
 */
export function onlinePaymentFieldsOf(body: { onlinePayment?: OnlinePaymentMode | undefined; depositAmount?: number | null | undefined }) {
  if (body.onlinePayment === undefined) return {};
  return { onlinePayment: body.onlinePayment, depositAmount: body.onlinePayment === 'deposit' ? (body.depositAmount ?? null) : null };
}
