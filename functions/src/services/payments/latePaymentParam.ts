import { LATE_PAYMENT_CHOICES, type LatePaymentChoice } from '@app/schemas/services/payments';
import { defineString, select } from 'firebase-functions/params';

/**
 * The practice's choice for a payment that arrives after its visit went (docs/payments.md, A payment
 * after its visit): 'reschedule' (the default) keeps it and tells the doctors; 'refund' gives it back.
 */
export const LATE_PAYMENTS = defineString('LATE_PAYMENTS', {
  default: 'reschedule',
  description: 'Un pagamento arrivato dopo che la sua visita è terminata: tenerlo e riprogrammare, o rimborsarlo',
  input: select(Object.fromEntries(Object.entries(LATE_PAYMENT_CHOICES).map(([value, label]) => [label, value]))),
});

/** The choice in force; anything but 'refund' keeps the payment. */
export const latePaymentChoice = (): LatePaymentChoice => (LATE_PAYMENTS.value() === 'refund' ? 'refund' : 'reschedule');
