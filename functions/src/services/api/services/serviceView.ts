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
    // Services stored before packages counted their visits include none.
    includedVisits: service.includedVisits ?? 0,
    validityMonths: service.validityMonths ?? null,
  };
}

/**
 * The stored included visits of a service body (docs/payments.md, Packages): the validity kept only
 * with visits; nothing when the body leaves them out (an edit keeps them as they are).
 */
export function packageFieldsOf(body: { includedVisits?: number | undefined; validityMonths?: number | null | undefined }) {
  if (body.includedVisits === undefined) return {};
  return { includedVisits: body.includedVisits, validityMonths: body.includedVisits > 0 ? (body.validityMonths ?? null) : null };
}

/**
 * The stored online payment of a service body (docs/payments.md): the deposit kept only with the
 * 'deposit' mode; nothing when the body leaves the mode out (an edit keeps it as it is).
 */
export function onlinePaymentFieldsOf(body: { onlinePayment?: OnlinePaymentMode | undefined; depositAmount?: number | null | undefined }) {
  if (body.onlinePayment === undefined) return {};
  return { onlinePayment: body.onlinePayment, depositAmount: body.onlinePayment === 'deposit' ? (body.depositAmount ?? null) : null };
}
