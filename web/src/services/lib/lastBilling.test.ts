import type { OrderView } from '@app/schemas/services/orders';
import { describe, expect, it } from 'vitest';

import { lastBillingOf } from './lastBilling';

const order = (createdAt: string, city: string) =>
  ({
    createdAt,
    customerPhone: '333 1234567',
    billingType: 'private',
    fiscalCode: 'BNCGLI85A41H501H',
    vatNumber: '',
    billingAddress: 'Via Roma 1',
    billingCity: city,
    billingPostalCode: '00100',
    billingCountry: 'Italia',
    sistemaTsOpposition: true,
    notes: 'Solo il pomeriggio',
  }) as OrderView;

describe('lastBillingOf', () => {
  it('takes the billing data of the most recent order, not its notes nor its opposition to the Sistema TS', () => {
    const orders = [
      order('2026-10-01T10:00:00.000Z', 'Milano'),
      order('2026-11-20T10:00:00.000Z', 'Roma'),
      order('2026-03-01T10:00:00.000Z', 'Torino'),
    ];
    expect(lastBillingOf(orders)).toEqual({
      customerPhone: '333 1234567',
      billingType: 'private',
      fiscalCode: 'BNCGLI85A41H501H',
      vatNumber: '',
      billingAddress: 'Via Roma 1',
      billingCity: 'Roma',
      billingPostalCode: '00100',
      billingCountry: 'Italia',
    });
  });

  it('fills nothing in for a first booking', () => {
    expect(lastBillingOf([])).toEqual({});
    expect(lastBillingOf(undefined)).toEqual({});
  });
});
