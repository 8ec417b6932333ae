import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { invoiceAmounts, type PracticeTax } from '@app/schemas/invoices/invoiceAmounts';
import { practiceTax, type TaxRegime } from '@app/schemas/shared/practice';
import { describe, expect, it } from 'vitest';

import { build } from '../../../tools/testing/build';
import { COURTESY_COPY_NOTE, creditNoteContent, invoiceContent, STAMP_DUTY_NOTE, VIRTUAL_STAMP_DUTY_NOTE } from './invoiceContent';

const DATE = new Date('2026-03-14T10:00:00Z');
const tax = (regime: TaxRegime): PracticeTax => ({
  regime,
  vatRatePercent: 22,
  enpabRatePercent: 4,
  stampDutyChargedToPatient: true,
});

function contentOf(regime: TaxRegime, health: boolean, paymentMethod: 'carta' | null = 'carta') {
  const issued: IssuedInvoice = {
    ...invoiceAmounts(12000, health, tax(regime)),
    serviceName: 'Servizio',
    serviceCategory: health ? 'consultation' : 'training',
    regime,
    enpabRatePercent: 4,
  };
  const order = {
    ...build.order({ fiscalCode: 'BNCGLI85A41H501H', paymentMethod, invoiceNumber: '2026/0001', invoiceDate: DATE }),
    id: 'ordine',
    createdAt: DATE,
    updatedAt: DATE,
    invoiceNumber: '2026/0001',
    invoiceDate: DATE,
  };
  return { order, issued, content: invoiceContent(order, issued) };
}

describe('invoiceContent in both regimes', () => {
  it("prints the forfettario's wording and the virtual stamp duty when it is due", () => {
    const { content } = contentOf('forfettario', false);
    expect(content.notes).toContain(practiceTax.forfettarioNote);
    expect(content.notes).toContain(VIRTUAL_STAMP_DUTY_NOTE);
    expect(content.marks).toEqual([COURTESY_COPY_NOTE]);
  });

  it('keeps the ordinary health invoice as the original, with the stamp duty on the original and no forfettario wording', () => {
    const { content } = contentOf('ordinario', true);
    expect(content.notes).toContain(STAMP_DUTY_NOTE);
    expect(content.notes).not.toContain(practiceTax.forfettarioNote);
    expect(content.marks).toEqual([]);
  });

  it('states the payment method, or that it was not given', () => {
    expect(contentOf('ordinario', true).content.service).toContain('Metodo di pagamento: carta o bancomat');
    expect(contentOf('ordinario', true, null).content.service).toContain('Metodo di pagamento: non indicato');
  });

  it('titles the credit note with its own number and the invoice it cancels', () => {
    const { order, issued } = contentOf('ordinario', true);
    const note = creditNoteContent({ ...order, creditNote: { number: 'NC2026/0002', date: DATE, reason: 'Errore' } }, issued);
    expect([note.title, note.number]).toEqual(['Nota di credito', 'NC2026/0002']);
    expect(note.marks[0]).toBe('Storno totale della fattura n. 2026/0001 del 14/03/2026');
  });
});
