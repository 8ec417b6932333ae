import type { ServiceView } from '@app/schemas/services/services';
import { describe, expect, it } from 'vitest';

import { formatPrice, matchedPriceCents } from './digitalPrice';

const service = (name: string, description: string, price: number): ServiceView => ({
  id: name,
  name,
  description,
  price,
  duration: null,
  features: [],
  category: 'program',
  healthService: true,
  isActive: true,
  onlinePayment: 'none',
  depositAmount: null,
  includedVisits: 0,
  validityMonths: null,
});

describe('matchedPriceCents', () => {
  const services = [
    service('Prima Consulenza', 'Visita in studio', 10000),
    service('Percorso Online 6 mesi', 'Dopo i primi 3 mesi si consolida', 80000),
    service('Percorso 3 mesi', 'Per iniziare', 45000),
    service('Coaching annuale', 'Un percorso di 1 ANNO da remoto', 139000),
    service('Piani di Allenamento', 'Su misura', 12000),
  ];

  it('matches the keyword in the name, ignoring case', () => {
    expect(matchedPriceCents(services, '6 mesi')).toBe(80000);
    expect(matchedPriceCents(services, 'allenamento')).toBe(12000);
  });

  it('prefers a name match over an earlier description match', () => {
    expect(matchedPriceCents(services, '3 mesi')).toBe(45000);
  });

  it('falls back to the description', () => {
    expect(matchedPriceCents(services, '1 anno')).toBe(139000);
  });

  it('is undefined without a match', () => {
    expect(matchedPriceCents(services, '2 anni')).toBeUndefined();
    expect(matchedPriceCents([], '3 mesi')).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('shows whole euros without decimals and cents with two', () => {
    expect(formatPrice(45000).replace(/\s/g, ' ')).toBe('450 €');
    expect(formatPrice(140000).replace(/\s/g, ' ')).toBe('1400 €');
    expect(formatPrice(4550).replace(/\s/g, ' ')).toBe('45,50 €');
    expect(formatPrice(4555).replace(/\s/g, ' ')).toBe('45,55 €');
  });
});
