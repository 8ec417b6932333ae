import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import type { OrderDoc } from '@app/schemas/services/entities';

import { csvEuro, csvText } from '../shared/csv';
import { italianDate } from './italianFormat';

export const SISTEMA_TS_COLUMNS = ['data_documento', 'numero_documento', 'importo', 'codice_fiscale', 'opposizione', 'tipo_spesa'] as const;

/** Health services are "SP" (prestazioni sanitarie) in the Sistema TS's expense types. */
const EXPENSE_TYPE = 'SP';

/**
 * The CSV of the Sistema TS upload: one row per invoice (date, number, amount in euro with a
 * decimal comma, the patient's codice fiscale or, when the patient objected, no code and the
 * opposition flag). Semicolons, as Italian spreadsheets expect.
 */
export function sistemaTsCsv(invoices: { order: OrderDoc; issued: IssuedInvoice }[]): string {
  const rows = invoices.map(({ order, issued }) => {
    const opposed = order.sistemaTsOpposition === true;
    const amount = issued.total;
    return [
      order.invoiceDate ? italianDate(order.invoiceDate) : '',
      order.invoiceNumber ?? '',
      csvEuro(amount),
      opposed ? '' : order.fiscalCode,
      opposed ? '1' : '0',
      EXPENSE_TYPE,
    ];
  });
  return csvText([SISTEMA_TS_COLUMNS, ...rows]);
}
