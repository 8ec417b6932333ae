import { MEAL_LABELS, MEALS, type PlanDay, WEEKDAY_LABELS } from '@app/schemas/carePlan/carePlan';
import { practice } from '@app/schemas/shared/practice';
import type { PDFFont, PDFPage } from 'pdf-lib';

import { oneLine, wrap } from '../invoices/invoicePdf';
import { embedFonts } from '../shared/pdf/fonts';
import { italianDay, portionText } from './mealPlanText';

export interface MealPlanPdfInput {
  title: string;
  patientName: string;
  startsOn: string;
  notes?: string;
  days: readonly PlanDay[];
}

/** A4 landscape: seven columns of meals need the width. */
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const FIRST_COLUMN = 70;
const SIZE = 7.5;
const LINE = SIZE * 1.3;

/** One cell's lines: each item, its alternatives ('oppure …') and the meal's notes, muted. */
function cellLines(day: PlanDay | undefined, meal: (typeof MEALS)[number], font: PDFFont, width: number) {
  const planned = day?.meals.find((item) => item.meal === meal);
  const lines: { text: string; muted: boolean }[] = [];
  for (const item of planned?.items ?? []) {
    for (const text of wrap(portionText(item), font, SIZE, width)) lines.push({ text, muted: false });
    for (const alternative of item.alternatives ?? []) {
      for (const text of wrap(`oppure ${portionText(alternative)}`, font, SIZE, width)) lines.push({ text, muted: true });
    }
  }
  if (planned?.notes) for (const text of wrap(planned.notes, font, SIZE, width)) lines.push({ text, muted: true });
  return lines;
}

/**
 * The plan as an A4 PDF (pdf-lib, like the invoices and the diary's summary): the practice's
 * header, the week as a table (a row per meal, a column per day), then the notes. Real text, so a
 * PDF-to-text tool reads it.
 */
export async function mealPlanPdf(input: MealPlanPdfInput): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(input.title);
  document.setAuthor(practice.doctorName);
  document.setLanguage('it-IT');
  const { regular, bold } = await embedFonts(document);
  const ink = rgb(0.13, 0.13, 0.13);
  const muted = rgb(0.4, 0.4, 0.4);
  let page: PDFPage = document.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (text: string, { size = 10, strong = false, grey = false, x = MARGIN } = {}) => {
    page.drawText(oneLine(text), { x, y: y - size, size, font: strong ? bold : regular, color: grey ? muted : ink });
    y -= size * 1.4;
  };
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = document.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };

  write(practice.doctorName, { size: 14, strong: true });
  write(`Biologa nutrizionista - ${practice.fiscalDetails.register}`, { size: 9, grey: true });
  write(practice.fiscalDetails.registeredOffice, { size: 9, grey: true });
  y -= 8;
  write(input.title, { size: 16, strong: true });
  write(`Per ${input.patientName} - dal ${italianDay(input.startsOn)}`, { size: 10, grey: true });
  y -= 8;

  const days = [...input.days].sort((a, b) => a.weekday - b.weekday);
  const columnWidth = (PAGE[0] - 2 * MARGIN - FIRST_COLUMN) / Math.max(days.length, 1);
  const columnX = (index: number) => MARGIN + FIRST_COLUMN + index * columnWidth;
  const rule = () => page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness: 0.5, color: muted });

  const header = () => {
    days.forEach((day, index) =>
      page.drawText(WEEKDAY_LABELS[day.weekday - 1]!, { x: columnX(index) + 2, y: y - 9, size: 9, font: bold, color: ink }),
    );
    y -= 14;
    rule();
  };
  header();
  for (const meal of MEALS) {
    const cells = days.map((day) => cellLines(day, meal, regular, columnWidth - 6));
    const height = Math.max(0, ...cells.map((lines) => lines.length));
    if (height === 0) continue;
    if (y - height * LINE - 8 < MARGIN) {
      room(PAGE[1]);
      header();
    }
    page.drawText(MEAL_LABELS[meal], { x: MARGIN, y: y - SIZE - 3, size: 8.5, font: bold, color: ink });
    cells.forEach((lines, index) =>
      lines.forEach((line, row) =>
        page.drawText(line.text, {
          x: columnX(index) + 2,
          y: y - 3 - SIZE - row * LINE,
          size: SIZE,
          font: regular,
          color: line.muted ? muted : ink,
        }),
      ),
    );
    y -= height * LINE + 8;
    rule();
  }

  if (input.notes) {
    y -= 10;
    room(40);
    write('Note', { size: 10, strong: true });
    for (const paragraph of input.notes.split('\n')) {
      for (const line of wrap(paragraph, regular, 9, PAGE[0] - 2 * MARGIN)) {
        room(14);
        write(line, { size: 9 });
      }
    }
  }
  y -= 10;
  room(14);
  write('Dati sulla salute: riservati alla paziente e alla sua nutrizionista.', { size: 8, grey: true });
  return document.save();
}
