import type { ServiceView } from '@app/schemas/services/services';

/** A service as the price list answers it, for the screens' tests: the first consultation unless `changes` say otherwise. */
export const testServiceView = (changes: Partial<ServiceView> = {}): ServiceView => ({
  id: 'prima-consulenza',
  name: 'Prima Consulenza',
  description: 'La prima visita in studio.',
  price: 10000,
  duration: '60 minuti',
  features: [],
  category: 'consultation',
  isActive: true,
  healthService: true,
  onlinePayment: 'none',
  depositAmount: null,
  includedVisits: 0,
  validityMonths: null,
  ...changes,
});
