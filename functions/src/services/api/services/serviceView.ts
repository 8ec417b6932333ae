import { isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { ServiceDoc } from '@app/schemas/services/entities';
import type { OnlinePaymentMode } from '@app/schemas/services/payments';
import { serviceStoredFields, type ServiceView } from '@app/schemas/services/services';
import { storedValues } from '@app/schemas/shared/entityView';

/** A service as the price list and the admin show it. */
export function serviceViewOf(service: ServiceDoc): ServiceView {
  // Services stored before online payments existed are paid at the studio.
  const onlinePayment = service.onlinePayment ?? 'none';
  return {
    ...storedValues(serviceStoredFields, service),
    healthService: isHealthService(service),
    onlinePayment,
    depositAmount: onlinePayment === 'deposit' ? (service.depositAmount ?? null) : null,
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
