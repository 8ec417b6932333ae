import { isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { ServiceDoc } from '@app/schemas/services/entities';
import { serviceStoredFields, type ServiceView } from '@app/schemas/services/services';
import { storedValues } from '@app/schemas/shared/entityView';

/** A service as the price list and the admin show it. */
export function serviceViewOf(service: ServiceDoc): ServiceView {
  return { ...storedValues(serviceStoredFields, service), healthService: isHealthService(service) };
}
