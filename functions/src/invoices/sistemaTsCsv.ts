import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import type { OrderDoc } from '@app/schemas/services/entities';

import { italianDate } from './italianFormat';

export const SISTEMA_TS_COLUMNS = ['data_documento', 'numero_documento', 'importo', 'codice_fiscale', 'opposizione', 'tipo_spesa'] as const;

/** Health services are "SP" (prestazioni sanitarie) in the Sistema TS's expense types. */
const EXPENSE_TYPE = 'SP';

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

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
      (amount / 100).toFixed(2).replace('.', ','),
      opposed ? '' : order.fiscalCode,
      opposed ? '1' : '0',
      EXPENSE_TYPE,
    ];
  });
  return [SISTEMA_TS_COLUMNS, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}
