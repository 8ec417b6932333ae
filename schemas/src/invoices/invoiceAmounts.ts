import { z } from 'zod';

import type { ServiceCategory } from '../services/serviceCategories';
import { practiceTax, type TaxRegime } from '../shared/practice';

/**
 * Health services (art. 10, comma 1, n. 18, D.P.R. 633/1972): VAT-exempt, sent to the Sistema TS,
 * never through SdI. Each service says whether it is one (`healthService`); these categories are
 * health services unless the doctor says otherwise in the service form.
 */
export const HEALTH_CATEGORIES: readonly ServiceCategory[] = ['consultation', 'control', 'program'];
export const defaultHealthService = (category: ServiceCategory) => HEALTH_CATEGORIES.includes(category);
/** Whether a service is a health service: its own flag, or its category's default for services stored before the flag. */
export const isHealthService = (service: { category: ServiceCategory; healthService?: boolean | undefined } | undefined) =>
  service !== undefined && (service.healthService ?? defaultHealthService(service.category));

/** What a price means, said where the patient books and where the doctor sets it (docs/product.md, Prices). */
export const FINAL_PRICE_NOTE = 'Prezzo finale: contributo ENPAB, IVA e bollo, se dovuti, sono compresi';

/** Stamp duty (cents) on an invoice whose amount without VAT exceeds STAMP_DUTY_THRESHOLD. */
export const STAMP_DUTY = 200;
export const STAMP_DUTY_THRESHOLD = 7747;

export type PracticeTax = {
  regime: TaxRegime;
  vatRatePercent: number;
  enpabRatePercent: number;
  stampDutyChargedToPatient: boolean;
};

const cents = z.number().int();

/** The amounts of an invoice, in cents. */
export const invoiceAmountsSchema = z.object({
  /** The professional fee (taxable base before the contribution). */
  fee: cents,
  /** ENPAB integrative contribution; 0 when not configured. */
  enpabContribution: cents,
  /** VAT rate applied (%): 0 for health services and in the forfettario regime. */
  vatRatePercent: z.number(),
  vat: cents,
  /** Whether the fee is VAT-exempt as a health service. */
  healthExempt: z.boolean(),
  /** Whether the stamp duty is due (the amount without VAT exceeds € 77,47). */
  stampDutyDue: z.boolean(),
  /** The stamp duty added to the total (0 when the practice bears it). */
  stampDutyCharged: cents,
  total: cents,
});
export type InvoiceAmounts = z.infer<typeof invoiceAmountsSchema>;

/**
 * The amounts of an invoice whose total is `price` (cents), under the practice's tax settings.
 *
 * The rule (docs/product.md, Prices): the price a patient sees is what she pays. The invoice splits
 * it, never adds to it: the stamp duty where due and charged to the patient, then VAT where due
 * (non-health services in the ordinary regime), then the ENPAB contribution out of the taxable
 * amount; the fee is what is left. Each part is rounded to the cent and the last one takes the
 * rounding, so the parts always sum to the price.
 *
 * Stamp duty is due on an invoice without VAT whose amount exceeds € 77,47. A price just above the
 * threshold (up to € 79,47) cannot carry it: with € 2,00 taken out the amount is no longer over the
 * threshold, so there the practice bears the stamp (due, not charged), as it does everywhere when
 * `stampDutyChargedToPatient` is off.
 */
export function invoiceAmounts(price: number, healthService: boolean, tax: PracticeTax = practiceTax): InvoiceAmounts {
  const healthExempt = healthService;
  const vatRatePercent = healthExempt || tax.regime === 'forfettario' ? 0 : tax.vatRatePercent;
  const stampDutyCharged =
    vatRatePercent === 0 && tax.stampDutyChargedToPatient && price - STAMP_DUTY > STAMP_DUTY_THRESHOLD ? STAMP_DUTY : 0;
  const taxable = Math.round(((price - stampDutyCharged) * 100) / (100 + vatRatePercent));
  const vat = price - stampDutyCharged - taxable;
  const fee = Math.round((taxable * 100) / (100 + tax.enpabRatePercent));
  return {
    fee,
    enpabContribution: taxable - fee,
    vatRatePercent,
    vat,
    healthExempt,
    stampDutyDue: vatRatePercent === 0 && taxable > STAMP_DUTY_THRESHOLD,
    stampDutyCharged,
    total: price,
  };
}
