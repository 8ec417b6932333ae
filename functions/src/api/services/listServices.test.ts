import { describe, expect, it } from 'vitest';

import { api } from '../../../../tools/testing/api';
import { handlerContext } from '../../../../tools/testing/handlers';
import { listServicesRoute } from './listServices.handler';

interface Service {
  name: string;
  price: number;
  category: string;
  features: string[];
  isActive: boolean;
}

describe('GET /api/services', () => {
  it('lists the active services of the price list to a visitor, in cents', async () => {
    const response = await api<Service[]>('/api/services');
    expect(response.status).toBe(200);
    const byName = new Map(response.body.map((service) => [service.name, service]));
    expect(byName.get('Prima Consulenza')?.price).toBe(10000);
    expect(byName.get('Controllo Mensile')?.price).toBe(6000);
    expect(response.body.every((service) => service.isActive)).toBe(true);
    expect(response.body.find((service) => service.name.includes('6 mesi'))?.price).toBe(80000);
    expect(response.body.find((service) => service.name.toLowerCase().includes('allenamento'))?.price).toBe(12000);
    expect(byName.get('Prima Consulenza')?.features.length).toBeGreaterThan(0);
  });

  it('costs one Firestore round trip', async () => {
    expect((await api('/api/services')).roundTrips).toBe(1);
  });

  it('is a plain function of its context: called without HTTP it answers what the API serves', async () => {
    const direct = await listServicesRoute.handler(handlerContext());
    expect((await api('/api/services')).body).toEqual(direct);
  });
});
