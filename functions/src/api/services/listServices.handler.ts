import type { RequestHandler } from 'express';
import type { ServiceDoc } from '@app/schemas/entities';
import type { ServiceView } from '@app/schemas/services';
import { collection, documentOf } from '../../app/documents';

export function serviceViewOf(service: ServiceDoc): ServiceView {
  const { id, name, description, price, duration, features, category, isActive } = service;
  return { id, name, description, price, duration, features, category, isActive };
}

/** GET /api/services: the active services, cheapest first within each category. */
export const listServices: RequestHandler = async (_req, res) => {
  const snapshot = await collection('services').where('isActive', '==', true).get();
  const services = snapshot.docs
    .map((doc) => documentOf<ServiceDoc>(doc))
    .sort((a, b) => a.category.localeCompare(b.category) || a.price - b.price)
    .map(serviceViewOf);
  res.json(services);
};
