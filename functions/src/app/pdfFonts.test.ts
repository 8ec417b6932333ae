import { bristolDistributionOf, measurementTrend } from '@app/schemas/diary/diaryAnalysis';
import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { practiceTax } from '@app/schemas/shared/practice';
import { describe, expect, it } from 'vitest';

import { build } from '../../../tools/testing/build';
import { pdfText } from '../../../tools/testing/pdfText';
import { mealPlanPdf } from '../carePlan/mealPlanPdf';
import { diarySummary } from '../diary/summaryContent';
import { diarySummaryPdf } from '../diary/summaryPdf';
import { creditNoteContent, invoiceContent } from '../invoices/invoiceContent';
import { invoicePdf } from '../invoices/invoicePdf';
import { MISSING_GLYPH, printable } from '../shared/pdf/fonts';

/**
 * Names a person may type, as each PDF must read them back: letters beyond WinAnsi (Polish,
 * Vietnamese) as typed, an emoji (no glyph in DejaVu Sans) as one '?'.
 */
const PEOPLE = [
  { typed: 'Łukasz Żółć', read: 'Łukasz Żółć' },
  { typed: 'Ngọc Ánh', read: 'Ngọc Ánh' },
  { typed: 'Giulia 🙂 Bianchi', read: 'Giulia ? Bianchi' },
];

const DATE = new Date('2026-03-14T10:00:00Z');

function invoiceOf(customerName: string, serviceName: string) {
  const order = {
    ...build.order({ customerName, fiscalCode: 'BNCGLI85A41H501H', paymentMethod: 'carta', invoiceNumber: '2026/0001', invoiceDate: DATE }),
    id: 'ordine',
    createdAt: DATE,
    updatedAt: DATE,
    invoiceNumber: '2026/0001',
    invoiceDate: DATE,
  };
  const issued: IssuedInvoice = {
    ...invoiceAmounts(10000, true),
    serviceName,
    serviceCategory: 'consultation',
    regime: practiceTax.regime,
    enpabRatePercent: practiceTax.enpabRatePercent,
  };
  return { order, issued };
}

describe.each(PEOPLE)('the PDFs of $typed', ({ typed, read }) => {
  it('the invoice shows the name and the service as typed', async () => {
    const { order, issued } = invoiceOf(typed, `Percorso di ${typed}`);
    const text = await pdfText(await invoicePdf(invoiceContent(order, issued)));
    expect(text).toContain(`CLIENTE ${read} Via Roma 1`);
    expect(text).toContain(`Consulenza nutrizionale: Percorso di ${read}`);
  });

  it('the credit note shows the name and the reason as typed', async () => {
    const { order, issued } = invoiceOf(typed, 'Servizio');
    const creditNote = { number: 'NC2026/0001', date: DATE, reason: `Rimborso chiesto da ${typed}` };
    const text = await pdfText(await invoicePdf(creditNoteContent({ ...order, creditNote }, issued)));
    expect(text).toContain('Nota di credito n. NC2026/0001');
    expect(text).toContain(`Motivo: Rimborso chiesto da ${read}`);
    expect(text).toContain(`CLIENTE ${read}`);
  });

  it('the meal plan shows the name, the foods and the notes as typed', async () => {
    const bytes = await mealPlanPdf({
      title: `Piano di ${typed}`,
      patientName: typed,
      startsOn: '2026-03-16',
      notes: `Scritto per ${typed}`,
      days: [{ weekday: 1, meals: [{ meal: 'pranzo', items: [{ food: `riso di ${typed}`, quantity: 80, unit: 'g' }] }] }],
    });
    const text = await pdfText(bytes);
    expect(text).toContain(`Piano di ${read}`);
    expect(text).toContain(`Per ${read} - dal 16/03/2026`);
    expect(text).toContain(`80 g riso di ${read}`);
    expect(text).toContain(`Scritto per ${read}`);
  });

  it("the diary's summary shows the name and the doctor's comment as typed", async () => {
    const summary = diarySummary({
      patientName: typed,
      from: '2026-03-01',
      to: '2026-03-14',
      entries: [],
      comments: [{ id: 'c', userId: 'u', authorId: 'a', day: '2026-03-10', entryId: null, text: `Brava ${typed}`, createdAt: DATE }],
      questionnaires: [],
      analysis: { symptoms: [], bristol: bristolDistributionOf([]), cycles: [], weight: measurementTrend([]), waist: measurementTrend([]) },
    });
    const text = await pdfText(await diarySummaryPdf(summary));
    expect(text).toContain(`Riepilogo del diario di ${read}`);
    expect(text).toContain(`10/03/2026: Brava ${read}`);
  });
});

describe('printable', () => {
  const latin = new Set([...'abcdefghijklmnopqrstuvwxyz ?'].map((char) => char.codePointAt(0)!));
  latin.add(0x00e9); // é

  it('keeps what the font has, composing a letter typed as base and accent', () => {
    expect(printable('caffe\u0301 ok', latin)).toBe('caffé ok');
  });

  it('puts one ? for each character the font lacks, however many code points it has', () => {
    expect(printable('a 🙂 👍🏽 👨‍👩‍👧 🇮🇹 b', latin)).toBe(`a ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH} b`);
  });

  it('puts a ? for half an emoji cut off by a shortened text', () => {
    expect(printable('ciao \ud83d', latin)).toBe('ciao ?');
  });
});
