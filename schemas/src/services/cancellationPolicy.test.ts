import { describe, expect, it } from 'vitest';

import { cancellationPolicyText, type CancelledVisit, FREE_CANCELLATION_HOURS, policyRefund } from './cancellationPolicy';

const VISIT = new Date('2026-12-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(VISIT.getTime() - hours * 60 * 60 * 1000);
const FULL = 9280;
const DEPOSIT = 2500;

const cancelled = (changes: Partial<CancelledVisit>): CancelledVisit => ({
  cancelledBy: 'patient',
  cancelledAt: hoursBefore(48),
  visitStart: VISIT,
  paid: FULL,
  refundable: FULL,
  depositAmount: DEPOSIT,
  ...changes,
});

describe('the cancellation policy, on a fixed clock', () => {
  it('refunds everything still refundable when the patient cancels more than 24 hours before', () => {
    expect(FREE_CANCELLATION_HOURS).toBe(24);
    expect(policyRefund(cancelled({ cancelledAt: hoursBefore(24.01) }))).toBe(FULL);
    expect(policyRefund(cancelled({ paid: DEPOSIT, refundable: DEPOSIT }))).toBe(DEPOSIT);
    expect(policyRefund(cancelled({ refundable: FULL - 1000 }))).toBe(FULL - 1000);
  });

  it('keeps the deposit when the patient cancels 24 hours before or later', () => {
    expect(policyRefund(cancelled({ cancelledAt: hoursBefore(24), paid: DEPOSIT, refundable: DEPOSIT }))).toBe(0);
    expect(policyRefund(cancelled({ cancelledAt: hoursBefore(2) }))).toBe(FULL - DEPOSIT);
    // A service without a deposit keeps what was paid; earlier refunds are never given twice.
    expect(policyRefund(cancelled({ cancelledAt: hoursBefore(2), depositAmount: null }))).toBe(0);
    expect(policyRefund(cancelled({ cancelledAt: hoursBefore(2), refundable: 1000 }))).toBe(1000);
    // After the visit's time too.
    expect(policyRefund(cancelled({ cancelledAt: new Date(VISIT.getTime() + 60_000), paid: DEPOSIT, refundable: DEPOSIT }))).toBe(0);
  });

  it('refunds in full when the doctor cancels, at any time', () => {
    for (const hours of [48, 24, 1]) {
      expect(policyRefund(cancelled({ cancelledBy: 'doctor', cancelledAt: hoursBefore(hours) }))).toBe(FULL);
      expect(policyRefund(cancelled({ cancelledBy: 'doctor', cancelledAt: hoursBefore(hours), paid: DEPOSIT, refundable: DEPOSIT }))).toBe(
        DEPOSIT,
      );
    }
  });
});

describe('the policy shown before paying', () => {
  it('says what a visit’s deposit or full payment gives back, and that there is no 14-day withdrawal', () => {
    const deposit = cancellationPolicyText({ mode: 'deposit', withVisit: true });
    expect(deposit).toContain('Se disdici più di 24 ore prima della visita la caparra ti viene restituita; dopo, resta alla dottoressa.');
    const full = cancellationPolicyText({ mode: 'full', withVisit: true });
    expect(full).toContain('ti rimborsiamo l’intero importo; dopo, il pagamento non è rimborsabile.');
    for (const text of [deposit, full]) expect(text).toContain('ti restituiamo tutto');
    const program = cancellationPolicyText({ mode: 'full', withVisit: false });
    expect(program).toContain('un rimborso si chiede alla dottoressa');
    for (const text of [deposit, full, program]) expect(text).toContain('non è previsto il diritto di recesso di 14 giorni');
  });
});
