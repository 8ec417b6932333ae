import { describe, expect, it } from 'vitest';

import { invoiceAmounts, type PracticeTax } from './invoiceAmounts';

const ordinario: PracticeTax = {
  regime: 'ordinario',
  vatRatePercent: 22,
  enpabRatePercent: 4,
  pricesIncludeEnpab: false,
  stampDutyChargedToPatient: true,
};

describe('invoiceAmounts', () => {
  it('adds the ENPAB contribution and the stamp duty to an exempt health service over € 77,47', () => {
    expect(invoiceAmounts(10000, true, ordinario)).toEqual({
      fee: 10000,
      enpabContribution: 400,
      vatRatePercent: 0,
      vat: 0,
      healthExempt: true,
      stampDutyDue: true,
      stampDutyCharged: 200,
      total: 10600,
    });
  });

  it('has no stamp duty up to € 77,47 without VAT', () => {
    // 74,49 + 4% = 77,47: not over the threshold.
    expect(invoiceAmounts(7449, true, ordinario)).toMatchObject({ enpabContribution: 298, stampDutyDue: false, total: 7747 });
    expect(invoiceAmounts(7450, true, ordinario)).toMatchObject({ stampDutyDue: true, total: 7748 + 200 });
  });

  it('charges VAT on fee and contribution of a non-health service in the ordinary regime, without stamp duty', () => {
    expect(invoiceAmounts(12000, false, ordinario)).toMatchObject({
      fee: 12000,
      enpabContribution: 480,
      vatRatePercent: 22,
      vat: 2746,
      healthExempt: false,
      stampDutyDue: false,
      total: 12000 + 480 + 2746,
    });
  });

  it('carves the contribution out of prices that include it, and leaves the stamp duty to the practice when set so', () => {
    const amounts = invoiceAmounts(10400, true, { ...ordinario, pricesIncludeEnpab: true, stampDutyChargedToPatient: false });
    expect(amounts).toMatchObject({ fee: 10000, enpabContribution: 400, stampDutyDue: true, stampDutyCharged: 0, total: 10400 });
  });

  it('has no VAT in the forfettario regime and no contribution when its rate is 0', () => {
    expect(invoiceAmounts(12000, false, { ...ordinario, regime: 'forfettario', enpabRatePercent: 0 })).toMatchObject({
      enpabContribution: 0,
      vat: 0,
      healthExempt: false,
      stampDutyDue: true,
      total: 12200,
    });
  });
});
