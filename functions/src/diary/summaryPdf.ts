import { A4, PageWriter } from '../invoices/invoicePdf';
import { embedFonts } from '../shared/pdf/fonts';
import type { DiarySummary } from './summaryContent';

/** The diary's summary as a one-page A4 PDF (pdf-lib, like the invoices). */
export async function diarySummaryPdf(summary: DiarySummary): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(summary.title);
  document.setLanguage('it-IT');
  const { regular, bold } = await embedFonts(document);
  const writer = new PageWriter(document.addPage(A4), regular, bold, { text: rgb(0.13, 0.13, 0.13), muted: rgb(0.38, 0.38, 0.38) });
  writer.text(summary.title, { size: 16, strong: true });
  writer.text(summary.subtitle, { muted: true });
  writer.gap(18);
  for (const section of summary.sections) writer.section(section.heading, section.lines);
  writer.text('Dati sulla salute: riservati alla paziente e alla sua nutrizionista.', { size: 8, muted: true });
  return document.save();
}
