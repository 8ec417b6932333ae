import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import { STAMP_DUTY_THRESHOLD } from '@app/schemas/invoices/invoiceAmounts';
import type { RefundCreditNote } from '@app/schemas/services/refunds';

type Parts = Pick<IssuedInvoice, 'fee' | 'enpabContribution' | 'vat' | 'stampDutyCharged'>;

/**
 * How much of each part of the invoice the first `refunded` cents of its refunds reverse: the
 * taxable amount first (the fee, its contribution and the VAT, each in proportion), then the stamp
 * duty, the order in which the Sistema TS documents are sent net of them (sistemaTsXml.ts).
 */
function partsReversedBy(issued: IssuedInvoice, refunded: number): Parts {
  const taxableTotal = issued.total - issued.stampDutyCharged;
  const taxable = Math.min(refunded, taxableTotal);
  const share = (part: number) => (taxableTotal > 0 ? Math.round((taxable * part) / taxableTotal) : 0);
  const fee = share(issued.fee);
  const enpabContribution = share(issued.enpabContribution);
  return {
    fee,
    enpabContribution,
    vat: taxable - fee - enpabContribution,
    stampDutyCharged: Math.min(refunded - taxable, issued.stampDutyCharged),
  };
}

/**
 * The invoice's amounts that a refund's credit note of `amount` cents reverses, after `before` cents
 * of earlier credit notes (docs/fiscal.md, Credit notes): the difference of what all of them and
 * the earlier ones reverse, so the credit notes of refunds that reach the total add up to the
 * invoice exactly, part by part. The stamp duty is due on the note as on an invoice.
 */
export function refundedAmounts(issued: IssuedInvoice, before: number, amount: number): IssuedInvoice {
  const until = partsReversedBy(issued, before + amount);
  const earlier = partsReversedBy(issued, before);
  const fee = until.fee - earlier.fee;
  const enpabContribution = until.enpabContribution - earlier.enpabContribution;
  return {
    ...issued,
    fee,
    enpabContribution,
    vat: until.vat - earlier.vat,
    stampDutyCharged: until.stampDutyCharged - earlier.stampDutyCharged,
    stampDutyDue: issued.vatRatePercent === 0 && fee + enpabContribution > STAMP_DUTY_THRESHOLD,
    total: amount,
  };
}

/** The cents of the credit notes issued before `note` among the order's refunds' (by date, then number). */
export function creditedBefore(notes: RefundCreditNote[], note: RefundCreditNote): number {
  const earlier = (other: RefundCreditNote) =>
    other.date.getTime() < note.date.getTime() ||
    (other.date.getTime() === note.date.getTime() && other.number.localeCompare(note.number, 'en', { numeric: true }) < 0);
  return notes.filter(earlier).reduce((sum, other) => sum + other.amount, 0);
}
