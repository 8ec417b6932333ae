import { describe, expect, it } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import { lastBillingOf } from './lastBilling';

const order = (createdAt: string, billingCity: string) =>
  testOrderView({ createdAt, billingCity, sistemaTsOpposition: true, notes: 'Solo il pomeriggio' });

describe('lastBillingOf', () => {
  it('takes the billing data of the most recent order, not its notes nor its opposition to the Sistema TS', () => {
    const orders = [
      order('2026-10-01T10:00:00.000Z', 'Milano'),
      order('2026-11-20T10:00:00.000Z', 'Roma'),
      order('2026-03-01T10:00:00.000Z', 'Torino'),
    ];
    const billing = lastBillingOf(orders);
    expect(billing).toMatchObject({
      billingCity: 'Roma',
      fiscalCode: 'BNCGLI85A41H501H',
      customerPhone: '3331234567',
      billingType: 'private',
    });
    expect(Object.keys(billing)).not.toContain('notes');
    expect(Object.keys(billing)).not.toContain('sistemaTsOpposition');
  });

  it('fills nothing in for a first booking', () => {
    expect(lastBillingOf([])).toEqual({});
    expect(lastBillingOf(undefined)).toEqual({});
  });
});
