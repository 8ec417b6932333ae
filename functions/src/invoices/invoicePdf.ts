import type { Color, PDFFont, PDFPage } from 'pdf-lib';

import { embedFonts } from '../shared/pdf/fonts';
import type { InvoiceContent } from './invoiceContent';

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * The text on one line: its line breaks and tabs as spaces (pdf-lib would start a new line at a
 * break, over the next one, and the fonts have no glyph for them).
 */
export const oneLine = (text: string) => text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ');

/** Splits a text into lines no wider than `width` at the given size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of oneLine(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A top-down writer on one A4 page (also used by the care diary's summary). */
export class PageWriter {
  private y = A4[1] - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly colors: { text: Color; muted: Color },
  ) {}

  private get width() {
    return A4[0] - 2 * MARGIN;
  }

  text(text: string, { size = 10, strong = false, muted = false } = {}) {
    const font = strong ? this.bold : this.regular;
    for (const line of wrap(text, font, size, this.width)) {
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: muted ? this.colors.muted : this.colors.text });
      this.y -= size * 1.4;
    }
  }

  /** A label on the left and an amount aligned right, on one line. */
  amountRow(label: string, amount: string, strong = false) {
    const font = strong ? this.bold : this.regular;
    const size = strong ? 12 : 10;
    this.page.drawText(label, { x: MARGIN, y: this.y - size, size, font, color: this.colors.text });
    this.page.drawText(amount, {
      x: A4[0] - MARGIN - font.widthOfTextAtSize(amount, size),
      y: this.y - size,
      size,
      font,
      color: this.colors.text,
    });
    this.y -= size * 1.6;
  }

  rule() {
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: this.colors.muted,
    });
    this.y -= 10;
  }

  gap(points = 12) {
    this.y -= points;
  }

  section(title: string, lines: string[]) {
    this.text(title, { size: 9, strong: true, muted: true });
    for (const line of lines) this.text(line);
    this.gap();
  }
}

/** The invoice as a one-page A4 PDF (pdf-lib, DejaVu Sans: ../pdf/fonts). */
export async function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  // Loaded on the first invoice, not with every cold start of the api function.
  const { PDFDocument, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(`${content.title} ${content.number}`);
  document.setAuthor(content.seller[0]!);
  document.setLanguage('it-IT');
  const { regular, bold } = await embedFonts(document);
  const writer = new PageWriter(document.addPage(A4), regular, bold, { text: rgb(0.13, 0.13, 0.13), muted: rgb(0.38, 0.38, 0.38) });

  writer.text(content.seller[0]!, { size: 16, strong: true });
  for (const line of content.seller.slice(1)) writer.text(line, { muted: true });
  writer.gap(18);
  writer.text(`${content.title} n. ${content.number} del ${content.date}`, { size: 14, strong: true });
  for (const mark of content.marks) writer.text(mark, { size: 9, strong: true });
  writer.gap();
  writer.section('CLIENTE', content.customer);
  writer.section('PRESTAZIONE', content.service);
  writer.rule();
  for (const line of content.lines) writer.amountRow(line.label, line.amount);
  writer.rule();
  writer.amountRow(content.total.label, content.total.amount, true);
  writer.gap(18);
  for (const note of content.notes) {
    writer.text(note, { size: 9 });
    writer.gap(4);
  }
  return document.save();
}
