import type { ServiceDoc } from '@app/schemas/entities';
import { entity } from './entity';

export const services = entity<ServiceDoc>('services', { notFound: 'Servizio non trovato' });

/** The active services (the price list is short: one round trip, no paging needed). */
export async function activeServices(): Promise<ServiceDoc[]> {
  const snapshot = await services.typed.where('isActive', '==', true).get();
  return snapshot.docs.map((document) => document.data());
}
