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

/** Stamp duty (cents) on an invoice whose amount without VAT exceeds STAMP_DUTY_THRESHOLD. */
export const STAMP_DUTY = 200;
export const STAMP_DUTY_THRESHOLD = 7747;

export type PracticeTax = {
  regime: TaxRegime;
  vatRatePercent: number;
  enpabRatePercent: number;
  pricesIncludeEnpab: boolean;
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
 * The amounts of an invoice for a list price in cents (before VAT and stamp duty), under the
 * practice's tax settings: the ENPAB contribution is added to the fee (or carved out of the price
 * when prices include it), VAT applies only to non-health services in the ordinary regime.
 */
export function invoiceAmounts(price: number, healthService: boolean, tax: PracticeTax = practiceTax): InvoiceAmounts {
  const rate = tax.enpabRatePercent / 100;
  const fee = tax.pricesIncludeEnpab ? Math.round(price / (1 + rate)) : price;
  const enpabContribution = tax.pricesIncludeEnpab ? price - fee : Math.round(fee * rate);
  const healthExempt = healthService;
  const vatRatePercent = healthExempt || tax.regime === 'forfettario' ? 0 : tax.vatRatePercent;
  const taxable = fee + enpabContribution;
  const vat = Math.round((taxable * vatRatePercent) / 100);
  const stampDutyDue = vatRatePercent === 0 && taxable > STAMP_DUTY_THRESHOLD;
  const stampDutyCharged = stampDutyDue && tax.stampDutyChargedToPatient ? STAMP_DUTY : 0;
  return {
    fee,
    enpabContribution,
    vatRatePercent,
    vat,
    healthExempt,
    stampDutyDue,
    stampDutyCharged,
    total: taxable + vat + stampDutyCharged,
  };
}
