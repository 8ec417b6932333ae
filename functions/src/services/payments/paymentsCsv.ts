/**
 * The month's payments for the practice's accountant (docs/payments.md, The money of an order): one
 * line per online payment and per refund that succeeded, by their own time, in Rome's month.
 * UTF-8 with a BOM (so spreadsheets read the accents) and semicolons, as Italian spreadsheets expect.
 */
import type { OrderDoc, ServiceDoc } from '@app/schemas/services/entities';

import { orderLineName } from '../../invoices/issuedInvoice';
import { italianDate } from '../../invoices/italianFormat';
import { csvEuro, csvText } from '../../shared/csv';

export const PAYMENTS_CSV_COLUMNS = [
  'data',
  'tipo',
  'ordine',
  'cliente',
  'servizio',
  'metodo',
  'importo',
  'id_stripe',
  'documento',
] as const;

/** Stripe's method types in Italian; another type is written as Stripe names it. */
const METHOD_NAMES: Record<string, string> = { card: 'carta' };

interface PaymentLine {
  at: Date;
  cells: string[];
}

/** The lines of one order that fall within [start, end): its payment and each refund that succeeded. */
function linesOf(order: OrderDoc, service: ServiceDoc | undefined, start: Date, end: Date): PaymentLine[] {
  const within = (at: Date | null | undefined): at is Date => !!at && at >= start && at < end;
  const payment = order.payment;
  if (!payment) return [];
  const common = (kind: string) => [
    kind,
    order.id,
    order.customerName,
    orderLineName(order, service),
    METHOD_NAMES[payment.methodType] ?? payment.methodType,
  ];
  const lines: PaymentLine[] = [];
  if (within(payment.paidAt)) {
    // A deposit is a caparra, not yet invoiced (docs/payments.md, Fiscal rules): no document.
    const document = payment.mode === 'full' ? (order.invoiceNumber ?? '') : '';
    const kind = payment.mode === 'full' ? 'pagamento' : 'caparra';
    lines.push({
      at: payment.paidAt,
      cells: [...common(kind), csvEuro(payment.amount), payment.paymentIntentId ?? payment.sessionId, document],
    });
  }
  for (const refund of Object.values(order.refunds ?? {})) {
    if (refund.status !== 'succeeded' || !within(refund.settledAt)) continue;
    lines.push({
      at: refund.settledAt,
      cells: [...common('rimborso'), csvEuro(-refund.amount), refund.refundId, refund.creditNote?.number ?? ''],
    });
  }
  return lines;
}

/** The CSV of the month [start, end), its lines by time. */
export function paymentsCsv(orders: OrderDoc[], serviceOf: Map<string, ServiceDoc>, start: Date, end: Date): string {
  const lines = orders
    .flatMap((order) => linesOf(order, order.serviceId === null ? undefined : serviceOf.get(order.serviceId), start, end))
    .sort((one, other) => one.at.getTime() - other.at.getTime());
  const rows = [[...PAYMENTS_CSV_COLUMNS], ...lines.map((line) => [italianDate(line.at), ...line.cells])];
  return '\uFEFF' + csvText(rows);
}
