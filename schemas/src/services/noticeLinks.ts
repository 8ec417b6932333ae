import { DISPUTE_NOTICE } from './disputes';
import { DEPOSIT_NOTICE, RESCHEDULE } from './payments';
import { REFUND_FAILED_NOTICE } from './refunds';

/** Where the bell's item of each of the payments' notices leads (docs/payments.md). */
export const PAYMENT_NOTICE_LINKS: Record<string, string> = {
  // The doctor's notice of a refund Stripe refused (Refunds).
  [REFUND_FAILED_NOTICE.type]: '/admin/ordini',
  // The doctor's notice of a payment contested by the patient's bank (Disputes).
  [DISPUTE_NOTICE.type]: '/admin/ordini',
  // The doctor's notice of a visit paid after it went (A payment after its visit).
  [RESCHEDULE.type]: '/admin/ordini',
  // The patient's receipt of a deposit paid online.
  [DEPOSIT_NOTICE.type]: '/my-services',
};
