import type { ServiceView } from '@app/schemas/services/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api } from '../../../../../tools/testing/api';
import { build, removeStored, store } from '../../../../../tools/testing/factories';
import { handlerContext } from '../../../../../tools/testing/handlers';
import { listServicesRoute } from './listServices.handler';

// The test's own services, whatever the seed holds: two consultations (the dearer stored first),
// a training and an inactive program.
const dearConsultation = build.service({ category: 'consultation', price: 9050, duration: '1 ora', features: ['Anamnesi'] });
const cheapConsultation = build.service({ category: 'consultation', price: 4000 });
const training = build.service({ category: 'training', price: 1500, features: ['Schede', 'Video'] });
const inactive = build.service({ category: 'program', price: 100, isActive: false });
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, service] of Object.entries({ dearConsultation, cheapConsultation, training, inactive }))
    ids[name] = await store('services', service);
});
afterAll(removeStored);

describe('GET /api/services', () => {
  it('lists the active services to a visitor, as stored (prices in cents), the inactive ones left out', async () => {
    const response = await api<ServiceView[]>('/api/services');
    expect(response.status).toBe(200);
    const byId = new Map(response.body.map((service) => [service.id, service]));
    // A service without its own health flag takes its category's: a consultation is one, a training is not.
    expect(byId.get(ids.dearConsultation!)).toEqual({ id: ids.dearConsultation, ...dearConsultation, healthService: true });
    expect(byId.get(ids.training!)).toEqual({ id: ids.training, ...training, healthService: false });
    expect(byId.has(ids.inactive!)).toBe(false);
    expect(response.body.every((service) => service.isActive)).toBe(true);
  });

  it('orders them by category, the cheapest first within each', async () => {
    const { body } = await api<ServiceView[]>('/api/services');
    const mine = body.map((service) => service.id).filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.cheapConsultation, ids.dearConsultation, ids.training]);
    const sorted = [...body].sort((a, b) => a.category.localeCompare(b.category) || a.price - b.price);
    expect(body.map((service) => service.id)).toEqual(sorted.map((service) => service.id));
  });

  it('costs one Firestore round trip', async () => {
    expect((await api('/api/services')).roundTrips).toBe(1);
  });

  it('is a plain function of its context: called without HTTP it answers what the API serves', async () => {
    const direct = await listServicesRoute.handler(handlerContext());
    expect((await api('/api/services')).body).toEqual(direct);
  });
});
