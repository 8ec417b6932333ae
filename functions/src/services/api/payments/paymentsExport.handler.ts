import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { romeMonthBounds } from '@app/schemas/shared/romeTime';

import { Download, implement } from '../../../shared/route';
import { ordersWithPaymentEventsBetween } from '../../data/payments';
import { services } from '../../data/services';
import { paymentsCsv } from '../../payments/paymentsCsv';

/**
 * GET /api/admin/payments.csv?month=2026-11 (admin): the month's online payments and refunds, one
 * line each, for the accountant. Three round trips whatever their number: the month's payment
 * events, their orders, the orders' services.
 */
export const paymentsExportRoute = implement(paymentsContract.paymentsExport, async ({ query }) => {
  const { start, end } = romeMonthBounds(query.month);
  const found = await ordersWithPaymentEventsBetween(start, end);
  const serviceOf = await services.many(found.flatMap((order) => (order.serviceId === null ? [] : [order.serviceId])));
  return new Download('text/csv; charset=utf-8', paymentsCsv(found, serviceOf, start, end), `pagamenti-${query.month}.csv`);
});
