import { PAYMENT_METHOD_LABELS, paymentMethodBody } from '@app/schemas/fiscal';
import { orderView } from '@app/schemas/orders';
import { FieldValue } from 'firebase-admin/firestore';

import { HttpError } from '../../app/httpError';
import { commitAdminWrite } from '../../data/adminWrite';
import { orders } from '../../data/orders';
import { invoicedOrder } from '../../invoices/invoicedOrder';
import { orderViewsOf } from '../orders/orderView';
import { defineRoute } from '../route';
import { FISCAL_ACCESS } from './fiscalAccess';
import { orderParams } from './orderParams';

/**
 * PUT /api/admin/orders/{id}/payment: how an invoiced order was paid, when 'Completa' did not say
 * (or to correct it: a health invoice already at the Sistema TS is then sent as a variation).
 */
export const setPaymentMethodRoute = defineRoute({
  method: 'put',
  path: '/admin/orders/:id/payment',
  access: FISCAL_ACCESS,
  summary: 'Registra il metodo di pagamento di un ordine fatturato',
  params: orderParams,
  body: paymentMethodBody,
  response: orderView,
  async handler({ caller, params, body }) {
    const { order } = await invoicedOrder(params.id);
    if (order.creditNote) throw new HttpError(409, 'La fattura è stata stornata: il metodo di pagamento non si modifica più');
    const audit = {
      action: 'order.payment',
      collection: 'orders',
      documentId: order.id,
      summary: `Fattura ${order.invoiceNumber}: pagamento ${PAYMENT_METHOD_LABELS[body.paymentMethod].toLowerCase()}`,
    } as const;
    await commitAdminWrite(caller.uid, audit, orders.notFound, (batch) =>
      batch.update(orders.ref(order.id), { paymentMethod: body.paymentMethod, updatedAt: FieldValue.serverTimestamp() }),
    );
    const [view] = await orderViewsOf([await orders.byId(order.id)]);
    return view!;
  },
});
