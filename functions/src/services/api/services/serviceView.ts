import { isHealthService } from '@app/schemas/invoices/invoiceAmounts';
import type { ServiceDoc } from '@app/schemas/services/entities';
import type { ServiceView } from '@app/schemas/services/services';

/** A service as the price list and the admin show it. */
export function serviceViewOf(service: ServiceDoc): ServiceView {
  const { id, name, description, price, duration, features, category, isActive } = service;
  return { id, name, description, price, duration, features, category, healthService: isHealthService(service), isActive };
}
