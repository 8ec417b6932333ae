import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SERVICE_CATEGORIES } from '../services/serviceCategories';
import { defaultHealthService, invoiceAmounts, type PracticeTax, STAMP_DUTY_THRESHOLD } from './invoiceAmounts';

const ordinario: PracticeTax = { regime: 'ordinario', vatRatePercent: 22, enpabRatePercent: 4, stampDutyChargedToPatient: true };

describe('invoiceAmounts: the price is the total, the invoice splits it', () => {
  it('splits an exempt health service over € 77,47 into fee, ENPAB contribution and stamp duty', () => {
    // 100,00 = 2,00 stamp + 98,00 taxable; 98,00 / 1,04 = 94,23 fee, 3,77 contribution.
    expect(invoiceAmounts(10000, true, ordinario)).toEqual({
      fee: 9423,
      enpabContribution: 377,
      vatRatePercent: 0,
      vat: 0,
      healthExempt: true,
      stampDutyDue: true,
      stampDutyCharged: 200,
      total: 10000,
    });
  });

  it('has no stamp duty when the price is at most € 77,47, and the practice bears it just above', () => {
    expect(invoiceAmounts(7747, true, ordinario)).toMatchObject({ stampDutyDue: false, stampDutyCharged: 0, total: 7747 });
    // 79,00 less 2,00 would be 77,00, no longer over the threshold: the stamp is due on 79,00 and not charged.
    expect(invoiceAmounts(7900, true, ordinario)).toMatchObject({ stampDutyDue: true, stampDutyCharged: 0, fee: 7596, total: 7900 });
    expect(invoiceAmounts(7948, true, ordinario)).toMatchObject({ stampDutyDue: true, stampDutyCharged: 200, total: 7948 });
  });

  it('carves VAT out of a non-health service in the ordinary regime, without stamp duty', () => {
    // 120,00 / 1,22 = 98,36 taxable, 21,64 VAT; 98,36 / 1,04 = 94,58 fee, 3,78 contribution.
    expect(invoiceAmounts(12000, false, ordinario)).toEqual({
      fee: 9458,
      enpabContribution: 378,
      vatRatePercent: 22,
      vat: 2164,
      healthExempt: false,
      stampDutyDue: false,
      stampDutyCharged: 0,
      total: 12000,
    });
  });

  it('leaves the stamp duty to the practice when set so', () => {
    expect(invoiceAmounts(10400, true, { ...ordinario, stampDutyChargedToPatient: false })).toMatchObject({
      fee: 10000,
      enpabContribution: 400,
      stampDutyDue: true,
      stampDutyCharged: 0,
      total: 10400,
    });
  });

  it('has no VAT in the forfettario regime and no contribution when its rate is 0', () => {
    expect(invoiceAmounts(12000, false, { ...ordinario, regime: 'forfettario', enpabRatePercent: 0 })).toMatchObject({
      fee: 11800,
      enpabContribution: 0,
      vat: 0,
      healthExempt: false,
      stampDutyDue: true,
      stampDutyCharged: 200,
      total: 12000,
    });
  });

  it('for every price, category and regime: parts that sum to the price, none negative, the contribution within a cent of its rate', () => {
    const settings = fc.record({
      regime: fc.constantFrom('ordinario' as const, 'forfettario' as const),
      vatRatePercent: fc.constantFrom(10, 22),
      enpabRatePercent: fc.constantFrom(0, 2, 4),
      stampDutyChargedToPatient: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.constantFrom(...SERVICE_CATEGORIES), settings, (price, category, tax) => {
        const amounts = invoiceAmounts(price, defaultHealthService(category), tax);
        expect(amounts.total).toBe(price);
        expect(amounts.fee + amounts.enpabContribution + amounts.vat + amounts.stampDutyCharged).toBe(price);
        expect(Math.min(amounts.fee, amounts.enpabContribution, amounts.vat, amounts.stampDutyCharged)).toBeGreaterThanOrEqual(0);
        expect(Math.abs(amounts.enpabContribution - (amounts.fee * tax.enpabRatePercent) / 100)).toBeLessThanOrEqual(1);
        const exemptAmount = amounts.fee + amounts.enpabContribution;
        expect(amounts.stampDutyDue).toBe(amounts.vatRatePercent === 0 && exemptAmount > STAMP_DUTY_THRESHOLD);
      }),
    );
  });
});
