import { z } from 'zod';

/**
 * The fiscal documents of an invoice (docs/fiscal.md): how it was paid, its credit note, and its
 * transmission to the Sistema Tessera Sanitaria.
 */

/**
 * Who may read and send the Sistema TS data (each document, the year's sends, the year's CSV): the
 * doctor, since each line says that a named patient paid for a health service (health data,
 * docs/security.md).
 */
export const SISTEMA_TS_ACCESS = 'doctor' as const;

/** How the patient paid; only cash is not traceable (it decides the patient's tax deduction). */
export const PAYMENT_METHODS = ['contanti', 'carta', 'bonifico', 'altro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  contanti: 'Contanti',
  carta: 'Carta o bancomat',
  bonifico: 'Bonifico',
  altro: 'Altro metodo tracciabile',
};
/** What the invoice says when 'Completa' did not record a method. */
export const PAYMENT_METHOD_MISSING = 'non indicato';
export const isTracedPayment = (method: PaymentMethod | null) => method !== null && method !== 'contanti';

export const paymentMethod = z.enum(PAYMENT_METHODS, { error: 'Metodo di pagamento non valido: contanti, carta, bonifico o altro' });

/** PUT /api/admin/orders/{id}/payment: the method of an invoice completed without one. */
export const paymentMethodBody = z.object({ paymentMethod }, { error: 'Indica il metodo di pagamento' });
export type PaymentMethodBody = z.infer<typeof paymentMethodBody>;

/** POST /api/admin/orders/{id}/credit-note: 'Storna fattura'. */
export const creditNoteBody = z.object(
  {
    reason: z
      .string({ error: 'Indica il motivo dello storno' })
      .trim()
      .min(3, 'Il motivo dello storno deve avere almeno 3 caratteri')
      .max(500, 'Il motivo dello storno può avere al massimo 500 caratteri'),
  },
  { error: 'Indica il motivo dello storno' },
);
export type CreditNoteBody = z.infer<typeof creditNoteBody>;

/** A credit note as kept on its order: its own progressive number, its date and why. */
export const creditNote = z.object({ number: z.string(), date: z.date(), reason: z.string() });

/**
 * What is sent to the Sistema TS for an invoice: the document; its variation when the payment
 * method changed after it was sent; its cancellation after a credit note.
 */
export const SISTEMA_TS_OPERATIONS = ['inserimento', 'variazione', 'cancellazione'] as const;
export type SistemaTsOperation = (typeof SISTEMA_TS_OPERATIONS)[number];

/** The states of an invoice in the year's transmission, as the admin reads them. */
export const SISTEMA_TS_STATES = ['da inviare', 'inviato', 'errore', 'con opposizione'] as const;
export type SistemaTsState = (typeof SISTEMA_TS_STATES)[number];

/** One message of the TS's answer (listaMessaggi). */
export const sistemaTsMessage = z.object({ codice: z.string(), descrizione: z.string(), tipo: z.string() });
export type SistemaTsMessage = z.infer<typeof sistemaTsMessage>;

/** GET /api/admin/sistema-ts/{year}: one health invoice of the year. */
export const sistemaTsInvoiceView = z.object({
  orderId: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  customerName: z.string(),
  total: z.number().int(),
  paymentMethod: paymentMethod.nullable(),
  /** The operation sent last, or the one the next send makes. */
  operation: z.enum(SISTEMA_TS_OPERATIONS),
  creditNoteNumber: z.string().nullable(),
  state: z.enum(SISTEMA_TS_STATES),
  protocollo: z.string().nullable(),
  esitoChiamata: z.string().nullable(),
  messages: z.array(sistemaTsMessage),
  sentAt: z.string().nullable(),
});
export type SistemaTsInvoiceView = z.infer<typeof sistemaTsInvoiceView>;

export const sistemaTsYearView = z.object({
  year: z.number().int(),
  /** 'YYYY-MM-DD': 31 January of the next year, or the next working day. */
  deadline: z.string(),
  invoices: z.array(sistemaTsInvoiceView),
});
export type SistemaTsYearView = z.infer<typeof sistemaTsYearView>;

/** POST /api/admin/sistema-ts/{year}/send: what was sent now, and the year as it stands after. */
export const sistemaTsSendResult = sistemaTsYearView.extend({
  sent: z.number().int(),
  failed: z.number().int(),
});
export type SistemaTsSendResult = z.infer<typeof sistemaTsSendResult>;

const YEAR_MESSAGE = "Indica l'anno (ad esempio 2026)";
/** A year in a path or a query ('2026'), from `since` to 2100, with one Italian message for every mistake. */
const yearFrom = (since: number) =>
  z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(since, YEAR_MESSAGE).max(2100, YEAR_MESSAGE);
/** A year of the Sistema TS, which holds the health expenses from 2015. */
export const fiscalYear = yearFrom(2015);
/** `?year=` of the yearly exports (the CSV ledger of the health expenses). */
export const yearQuery = z.object({ year: yearFrom(2000) });
