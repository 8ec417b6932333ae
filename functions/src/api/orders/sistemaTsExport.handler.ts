import { ordersContract } from '@app/schemas/contracts/orders';

import { ordersInvoicedIn } from '../../data/orders';
import { services } from '../../data/services';
import { issuedInvoiceOf } from '../../invoices/issuedInvoice';
import { sistemaTsCsv } from '../../invoices/sistemaTsCsv';
import { Download, implement } from '../route';

/**
 * GET /api/admin/invoices/sistema-ts.csv?year=2026 (admin): the year's completed invoices of health
 * services to private patients, as the Sistema Tessera Sanitaria upload needs them. At most three
 * round trips, whatever their number: the year's invoice numbers, their orders, and the services of
 * orders completed before the invoice was kept on the order.
 */
export const sistemaTsExportRoute = implement(ordersContract.sistemaTsExport, async ({ query }) => {
  const invoiced = await ordersInvoicedIn(query.year);
  // Services are read only for orders completed before the invoice was kept on the order.
  const found = await services.many(invoiced.filter((order) => !order.issuedInvoice).map((order) => order.serviceId));
  const rows = invoiced
    .filter((order) => order.status === 'completed' && order.billingType === 'private')
    .map((order) => ({ order, issued: issuedInvoiceOf(order, found.get(order.serviceId)) }))
    .filter(({ issued }) => issued.healthExempt);
  return new Download('text/csv; charset=utf-8', sistemaTsCsv(rows), `sistema-ts-${query.year}.csv`);
});
