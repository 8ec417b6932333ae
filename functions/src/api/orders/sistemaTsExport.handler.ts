import { z } from 'zod';
import { isHealthService } from '@app/schemas/invoiceAmounts';
import { ordersInvoicedIn } from '../../data/orders';
import { services } from '../../data/services';
import { Download, defineRoute } from '../route';
import { sistemaTsCsv } from '../../invoices/sistemaTsCsv';

const yearQuery = z.object({
  year: z.coerce
    .number({ error: "Indica l'anno (ad esempio 2026)" })
    .int("Indica l'anno (ad esempio 2026)")
    .min(2000, "Indica l'anno (ad esempio 2026)")
    .max(2100, "Indica l'anno (ad esempio 2026)"),
});

/**
 * GET /api/admin/invoices/sistema-ts.csv?year=2026 (admin): the year's completed invoices of health
 * services to private patients, as the Sistema Tessera Sanitaria upload needs them. Three round
 * trips: the year's invoice numbers, their orders, their services.
 */
export const sistemaTsExportRoute = defineRoute({
  method: 'get',
  path: '/admin/invoices/sistema-ts.csv',
  access: 'admin',
  summary: "Le spese sanitarie fatturate nell'anno, in CSV per il Sistema Tessera Sanitaria",
  query: yearQuery,
  response: { contentType: 'text/csv; charset=utf-8' },
  async handler({ query }) {
    const invoiced = await ordersInvoicedIn(query.year);
    const found = await services.many(invoiced.map((order) => order.serviceId));
    const health = invoiced.filter(
      (order) => order.status === 'completed' && order.billingType === 'private' && isHealthService(found.get(order.serviceId)?.category),
    );
    return new Download('text/csv; charset=utf-8', sistemaTsCsv(health, found), `sistema-ts-${query.year}.csv`);
  },
});
