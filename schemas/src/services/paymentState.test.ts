import { describe, expect, it } from 'vitest';

import { type OrderMoney, paymentStateOf } from './paymentState';

const order = (changes: Partial<OrderMoney> = {}): OrderMoney => ({
  status: 'pending',
  payment: null,
  refunds: [],
  creditNoteNumber: null,
  ...changes,
});
const paidInFull = { mode: 'full', amount: 10400, remaining: 0 } as const;

describe('paymentStateOf', () => {
  it('says an unpaid pending order is to pay, and shows nothing for one cancelled unpaid', () => {
    expect(paymentStateOf(order())).toEqual({ kind: 'unpaid', label: 'Da pagare' });
    expect(paymentStateOf(order({ status: 'cancelled' }))).toBeNull();
  });

  it('says paid for an order paid online in full or completed at the studio', () => {
    expect(paymentStateOf(order({ status: 'completed', payment: paidInFull }))).toEqual({ kind: 'paid', label: 'Pagato' });
    expect(paymentStateOf(order({ status: 'completed' }))).toEqual({ kind: 'paid', label: 'Pagato' });
  });

  it('shows a paid deposit and the whole it is part of', () => {
    expect(paymentStateOf(order({ payment: { mode: 'deposit', amount: 3000, remaining: 7400 } }))).toEqual({
      kind: 'deposit',
      label: 'Acconto pagato (30,00 € di 104,00 €)',
    });
  });

  it('counts only the refunds that succeeded: in part, then whole', () => {
    const paid = { status: 'completed', payment: paidInFull } as const;
    expect(paymentStateOf(order({ ...paid, refunds: [{ amount: 4000, status: 'pending' }] }))?.kind).toBe('paid');
    expect(paymentStateOf(order({ ...paid, refunds: [{ amount: 4000, status: 'failed' }] }))?.kind).toBe('paid');
    const refunded = (second: 'pending' | 'succeeded') =>
      paymentStateOf(
        order({
          ...paid,
          refunds: [
            { amount: 4000, status: 'succeeded' },
            { amount: 6400, status: second },
          ],
        }),
      );
    expect(refunded('pending')).toEqual({ kind: 'partlyRefunded', label: 'Rimborsato in parte (40,00 € di 104,00 €)' });
    expect(refunded('succeeded')).toEqual({ kind: 'refunded', label: 'Rimborsato' });
  });

  it("says refunded for an invoice cancelled by 'Storna fattura' and for a refunded deposit", () => {
    expect(paymentStateOf(order({ status: 'cancelled', creditNoteNumber: 'NC2026/0001' }))?.label).toBe('Rimborsato');
    const deposit = { mode: 'deposit', amount: 3000, remaining: 7400 } as const;
    expect(paymentStateOf(order({ status: 'cancelled', payment: deposit, refunds: [{ amount: 3000, status: 'succeeded' }] }))?.label).toBe(
      'Rimborsato',
    );
  });
});
