import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_MISSING } from '@app/schemas/invoices/fiscal';
import { STAMP_DUTY } from '@app/schemas/invoices/invoiceAmounts';
import type { OrderDoc } from '@app/schemas/services/entities';
import type { RefundCreditNote } from '@app/schemas/services/refunds';
import { practice, practiceTax } from '@app/schemas/shared/practice';

import { euroText, italianDate } from './italianFormat';

export const HEALTH_EXEMPTION_NOTE = "Operazione esente IVA ai sensi dell'art. 10, comma 1, n. 18, D.P.R. 633/1972";
export const STAMP_DUTY_NOTE = `Imposta di bollo assolta sull'originale per ${euroText(STAMP_DUTY)} (art. 15 D.P.R. 642/1972)`;
/** The stamp duty of electronic invoices (and of the forfettario's) is paid virtually (art. 6 D.M. 17 giugno 2014). */
export const VIRTUAL_STAMP_DUTY_NOTE = 'Imposta di bollo assolta in modo virtuale ai sensi del D.M. 17 giugno 2014';
/** The PDF of an invoice that SdI carries as an e-invoice is a courtesy copy. */
export const COURTESY_COPY_NOTE =
  "Copia di cortesia: l'originale è la fattura elettronica trasmessa tramite il Sistema di Interscambio (SdI) e disponibile nella sua area riservata del sito dell'Agenzia delle Entrate";
export const SISTEMA_TS_OPPOSITION_NOTE =
  'Il paziente si è opposto alla trasmissione dei dati di questa spesa al Sistema Tessera Sanitaria (art. 3 D.Lgs. 175/2014)';

const CATEGORY_NATURE = {
  consultation: 'Consulenza nutrizionale',
  control: 'Visita di controllo nutrizionale',
  program: 'Percorso nutrizionale',
  training: 'Piano di allenamento',
} as const;

export interface InvoiceLine {
  label: string;
  amount: string;
}

/** Everything an invoice shows (art. 21 D.P.R. 633/1972), as text: the PDF only lays it out. */
export interface InvoiceContent {
  /** 'Fattura' or 'Nota di credito'. */
  title: string;
  number: string;
  /** Lines under the title (the courtesy copy's mark, the invoice a credit note cancels). */
  marks: string[];
  date: string;
  seller: string[];
  customer: string[];
  service: string[];
  lines: InvoiceLine[];
  total: InvoiceLine;
  notes: string[];
}

/** What the service line says: the nature of the service and its name. */
export const serviceDescription = (issued: IssuedInvoice) =>
  `${issued.serviceCategory ? CATEGORY_NATURE[issued.serviceCategory] : 'Prestazione professionale'}: ${issued.serviceName}`;

/** The payment line of the PDF. */
export const paymentLine = (order: OrderDoc) =>
  `Metodo di pagamento: ${order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase() : PAYMENT_METHOD_MISSING}`;

/** The content of the invoice of a completed order, from what was issued with its completion. */
export function invoiceContent(order: OrderDoc & { invoiceNumber: string; invoiceDate: Date }, issued: IssuedInvoice): InvoiceContent {
  const amounts = issued;
  const { fiscalDetails } = practice;
  const date = italianDate(order.invoiceDate);
  const customerCodes =
    order.billingType === 'company'
      ? [`Partita IVA: ${order.vatNumber}`, ...(order.fiscalCode ? [`Codice fiscale: ${order.fiscalCode}`] : [])]
      : [`Codice fiscale: ${order.fiscalCode}`];
  const lines: InvoiceLine[] = [{ label: 'Onorario', amount: euroText(amounts.fee) }];
  if (amounts.enpabContribution > 0) {
    lines.push({ label: `Contributo integrativo ENPAB ${issued.enpabRatePercent}%`, amount: euroText(amounts.enpabContribution) });
  }
  lines.push(
    amounts.vatRatePercent > 0
      ? { label: `IVA ${amounts.vatRatePercent}%`, amount: euroText(amounts.vat) }
      : { label: amounts.healthExempt ? 'IVA: esente (art. 10 D.P.R. 633/1972)' : 'IVA: non applicata', amount: euroText(0) },
  );
  if (amounts.stampDutyCharged > 0) lines.push({ label: 'Imposta di bollo', amount: euroText(amounts.stampDutyCharged) });

  const notes = [
    ...(amounts.healthExempt ? [HEALTH_EXEMPTION_NOTE] : []),
    ...(issued.regime === 'forfettario' ? [practiceTax.forfettarioNote] : []),
    ...(amounts.stampDutyDue ? [issued.regime === 'forfettario' || !amounts.healthExempt ? VIRTUAL_STAMP_DUTY_NOTE : STAMP_DUTY_NOTE] : []),
    ...(order.sistemaTsOpposition === true ? [SISTEMA_TS_OPPOSITION_NOTE] : []),
  ];
  return {
    title: 'Fattura',
    number: order.invoiceNumber,
    marks: amounts.healthExempt ? [] : [COURTESY_COPY_NOTE],
    date,
    seller: [
      practice.doctorName,
      fiscalDetails.registeredOffice,
      `Partita IVA: ${fiscalDetails.vatNumber} - Codice fiscale: ${fiscalDetails.fiscalCode}`,
      `Iscritta all'${fiscalDetails.register}`,
    ],
    customer: [
      order.customerName,
      order.billingAddress,
      `${order.billingPostalCode} ${order.billingCity} (${order.billingCountry})`,
      ...customerCodes,
    ],
    // The visit's day when the order was booked with one (it may come after the invoice, paid in advance).
    service: [
      serviceDescription(issued),
      `Data della prestazione: ${italianDate(order.visit?.start ?? order.invoiceDate)}`,
      paymentLine(order),
    ],
    lines,
    total: { label: 'Totale', amount: euroText(amounts.total) },
    notes,
  };
}

/** The credit note that cancels an invoice: the invoice's content under its own number and date. */
export function creditNoteContent(
  order: OrderDoc & { invoiceNumber: string; invoiceDate: Date; creditNote: NonNullable<OrderDoc['creditNote']> },
  issued: IssuedInvoice,
): InvoiceContent {
  const invoice = invoiceContent(order, issued);
  return {
    ...invoice,
    title: 'Nota di credito',
    number: order.creditNote.number,
    date: italianDate(order.creditNote.date),
    marks: [
      `Storno totale della fattura n. ${order.invoiceNumber} del ${invoice.date}`,
      `Motivo: ${order.creditNote.reason}`,
      ...creditNoteCourtesy(issued),
    ],
  };
}

const creditNoteCourtesy = (issued: IssuedInvoice) =>
  issued.healthExempt ? [] : [COURTESY_COPY_NOTE.replace('la fattura elettronica', 'la nota di credito elettronica')];

/**
 * The credit note of a refund on Stripe (docs/fiscal.md, Credit notes): the invoice's parties and
 * service under the note's own number and date, for the refunded amount only, which is part of the
 * invoice's total as paid (fee, contribution, VAT where due and stamp duty included).
 */
export function refundCreditNoteContent(
  order: OrderDoc & { invoiceNumber: string; invoiceDate: Date },
  issued: IssuedInvoice,
  note: RefundCreditNote & { reason: string },
): InvoiceContent {
  const invoice = invoiceContent(order, issued);
  const whole = note.amount >= issued.total;
  return {
    ...invoice,
    title: 'Nota di credito',
    number: note.number,
    date: italianDate(note.date),
    marks: [
      `${whole ? 'Storno totale' : 'Storno parziale'} della fattura n. ${order.invoiceNumber} del ${invoice.date}, di ${euroText(issued.total)}: rimborso del pagamento online`,
      `Motivo: ${note.reason}`,
      ...creditNoteCourtesy(issued),
    ],
    lines: [{ label: 'Importo rimborsato', amount: euroText(note.amount) }],
    total: { label: 'Totale della nota di credito', amount: euroText(note.amount) },
  };
}
