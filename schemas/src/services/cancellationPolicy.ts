/**
 * The practice's cancellation policy for visits paid online (docs/payments.md, Cancellations): who
 * cancelled and when decide what the patient gets back, through the same refund as 'Rimborsa'.
 */

/** A patient who cancels more than this many hours before her visit is refunded; later, the deposit is kept. */
export const FREE_CANCELLATION_HOURS = 24;

export type CancelledBy = 'patient' | 'doctor';

/** Whether a cancellation came more than FREE_CANCELLATION_HOURS before the visit. */
export const cancelledEarly = (cancelledAt: Date, visitStart: Date) =>
  visitStart.getTime() - cancelledAt.getTime() > FREE_CANCELLATION_HOURS * 60 * 60 * 1000;

export interface CancelledVisit {
  cancelledBy: CancelledBy;
  cancelledAt: Date;
  visitStart: Date;
  /** Cents paid online, and still refundable (paid minus earlier refunds). */
  paid: number;
  refundable: number;
  /** The service's deposit in cents, when it asks one. */
  depositAmount: number | null;
}

/**
 * The cents to refund for a visit cancelled after an online payment. The doctor cancelling, or the
 * patient more than FREE_CANCELLATION_HOURS before the visit: everything still refundable. The
 * patient later: the deposit is kept, so a paid deposit gives nothing back and a paid full price
 * gives back what exceeds the service's deposit; a service without a deposit keeps the whole payment
 * (the doctor may still refund by hand with 'Rimborsa').
 */
export function policyRefund(visit: CancelledVisit): number {
  if (visit.cancelledBy === 'doctor' || cancelledEarly(visit.cancelledAt, visit.visitStart)) return visit.refundable;
  const kept = Math.min(visit.paid, visit.depositAmount ?? visit.paid);
  return Math.max(0, Math.min(visit.refundable, visit.paid - kept));
}

/**
 * The policy as the patient reads it before she pays (docs/payments.md, Cancellations): health
 * services carry no 14-day right of withdrawal, so these conditions are the contract. `withVisit`:
 * the payment is for a booked visit (the policy above applies); otherwise a package or a course,
 * whose refund the doctor decides.
 */
export function cancellationPolicyText({ mode, withVisit }: { mode: 'full' | 'deposit'; withVisit: boolean }): string {
  const noWithdrawal = 'Per le prestazioni sanitarie non è previsto il diritto di recesso di 14 giorni: valgono queste condizioni.';
  if (!withVisit)
    return `Il pagamento non è rimborsabile automaticamente: un rimborso si chiede alla dottoressa, che lo valuta. ${noWithdrawal}`;
  const early = `Se disdici più di ${FREE_CANCELLATION_HOURS} ore prima della visita`;
  const doctor = 'Se è la dottoressa ad annullare, o la richiesta non viene confermata, ti restituiamo tutto.';
  return mode === 'deposit'
    ? `${early} la caparra ti viene restituita; dopo, resta alla dottoressa. ${doctor} ${noWithdrawal}`
    : `${early} ti rimborsiamo l’intero importo; dopo, il pagamento non è rimborsabile. ${doctor} ${noWithdrawal}`;
}
