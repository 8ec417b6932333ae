import { ordersContract } from '@app/schemas/services/ordersContract';

import { recordSistemaTsExport } from '../../../audit/data/healthReadAudit';
import { issuedInvoiceOf } from '../../../invoices/issuedInvoice';
import { sistemaTsCsv } from '../../../invoices/sistemaTsCsv';
import { Download, implement } from '../../../shared/route';
import { ordersInvoicedIn } from '../../data/orders';
import { servicesOfOrders } from '../../data/services';

/**
 * GET /api/admin/invoices/sistema-ts.csv?year=2026 (doctor, as every Sistema TS file): the year's completed invoices of health
 * services to private patients, as the Sistema Tessera Sanitaria upload needs them. At most three
 * round trips to read, whatever their number: the year's invoice numbers, their orders, and the
 * services of orders completed before the invoice was kept on the order; then the audit entries
 * (one per patient exported, docs/security.md).
 */
export const sistemaTsExportRoute = implement(ordersContract.sistemaTsExport, async ({ caller, query }) => {
  const invoiced = await ordersInvoicedIn(query.year);
  // Services are read only for orders completed before the invoice was kept on the order.
  const serviceOf = await servicesOfOrders(invoiced.filter((order) => !order.issuedInvoice));
  const rows = invoiced
    .filter((order) => order.status === 'completed' && order.billingType === 'private')
    .map((order) => ({ order, issued: issuedInvoiceOf(order, serviceOf(order)) }))
    .filter(({ issued }) => issued.healthExempt);
  // Orders booked without an account (userId null) have no person to name.
  const patients = rows.flatMap(({ order }) => (order.userId ? [order.userId] : []));
  await recordSistemaTsExport(caller.uid, query.year, patients);
  return new Download('text/csv; charset=utf-8', sistemaTsCsv(rows), `sistema-ts-${query.year}.csv`);
});
