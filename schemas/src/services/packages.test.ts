import { describe, expect, it } from 'vitest';

import { PACKAGE_RULES, packageEntitlementOf } from './packages';
import { adminServiceBody, adminServiceEditForm, adminServiceUpdateBody } from './services';

const program = {
  name: 'Percorso Online 3 mesi',
  description: 'Tre mesi di percorso con controlli online',
  price: 35000,
  category: 'program',
  duration: '3 mesi',
};

const messagesOf = (schema: typeof adminServiceBody | typeof adminServiceEditForm, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a service’s included visits', () => {
  it('accepts a program with its visits and their validity, and a service that leaves them out', () => {
    expect(adminServiceBody.parse({ ...program, includedVisits: 3, validityMonths: 3 })).toMatchObject({
      includedVisits: 3,
      validityMonths: 3,
    });
    const without = adminServiceBody.parse({ ...program, category: 'consultation' });
    expect(without.includedVisits).toBeUndefined();
    expect(adminServiceBody.parse({ ...program, category: 'consultation', includedVisits: 0 })).toMatchObject({ includedVisits: 0 });
  });

  it('refuses visits outside a program, without a validity, and out of bounds, in Italian', () => {
    expect(messagesOf(adminServiceBody, { ...program, category: 'consultation', includedVisits: 2, validityMonths: 3 })).toEqual([
      `includedVisits: ${PACKAGE_RULES.onlyPrograms}`,
    ]);
    expect(messagesOf(adminServiceBody, { ...program, includedVisits: 2 })).toEqual([`validityMonths: ${PACKAGE_RULES.validityRequired}`]);
    expect(messagesOf(adminServiceBody, { ...program, includedVisits: -1, validityMonths: 3 })).toEqual([
      `includedVisits: ${PACKAGE_RULES.includedVisits}`,
    ]);
    expect(messagesOf(adminServiceBody, { ...program, includedVisits: 1.5, validityMonths: 3 })).toEqual([
      `includedVisits: ${PACKAGE_RULES.includedVisits}`,
    ]);
    expect(messagesOf(adminServiceBody, { ...program, includedVisits: 2, validityMonths: 0 })).toEqual([
      `validityMonths: ${PACKAGE_RULES.validityMonths}`,
    ]);
    expect(adminServiceUpdateBody.safeParse({ ...program, category: 'control', includedVisits: 1, validityMonths: 1 }).success).toBe(false);
  });

  it('reads the form’s text: empty visits are none, empty validity is none', () => {
    const form = { ...program, price: '350', depositAmount: '' };
    expect(adminServiceEditForm.parse({ ...form, includedVisits: '', validityMonths: '' })).toMatchObject({
      includedVisits: 0,
      validityMonths: null,
    });
    expect(adminServiceEditForm.parse({ ...form, includedVisits: '4', validityMonths: '6' })).toMatchObject({
      includedVisits: 4,
      validityMonths: 6,
    });
    expect(messagesOf(adminServiceEditForm, { ...form, includedVisits: '4', validityMonths: '' })).toEqual([
      `validityMonths: ${PACKAGE_RULES.validityRequired}`,
    ]);
  });
});

describe('packageEntitlementOf', () => {
  const paidAt = new Date('2026-01-31T10:00:00Z');

  it('counts the validity from the payment', () => {
    expect(packageEntitlementOf({ category: 'program', includedVisits: 3, validityMonths: 3 }, paidAt)).toEqual({
      includedVisits: 3,
      validUntil: new Date('2026-05-01T10:00:00Z'),
    });
  });

  it('gives nothing for a service without visits, outside a program, or unknown', () => {
    expect(packageEntitlementOf({ category: 'program', includedVisits: 0, validityMonths: 3 }, paidAt)).toBeNull();
    expect(packageEntitlementOf({ category: 'consultation', includedVisits: 3, validityMonths: 3 }, paidAt)).toBeNull();
    expect(packageEntitlementOf({ category: 'program' }, paidAt)).toBeNull();
    expect(packageEntitlementOf(undefined, paidAt)).toBeNull();
  });
});
