import { Conflict } from '../../shared/domainErrors';
import type { InvoicedOrder } from '../invoicedOrder';

/** The Italian refusals of the fiscal documents, each written once. */
export const NOT_HEALTH = new Conflict(
  "La fattura non è di una prestazione sanitaria: non va al Sistema TS (per questa c'è la fattura elettronica SdI)",
);
export const COMPANY_INVOICE = new Conflict(
  "La fattura è intestata a un'azienda: al Sistema TS si trasmettono solo le spese sanitarie delle persone",
);
export const HEALTH_NOT_SDI = new Conflict(
  'La fattura è di una prestazione sanitaria: la legge vieta di emetterla tramite SdI (D.Lgs. 81/2025); si trasmette al Sistema TS',
);

/** The Sistema TS takes health invoices to persons only. */
export function assertGoesToSistemaTs({ order, issued }: InvoicedOrder) {
  if (!issued.healthExempt) throw NOT_HEALTH;
  if (order.billingType !== 'private') throw COMPANY_INVOICE;
}
