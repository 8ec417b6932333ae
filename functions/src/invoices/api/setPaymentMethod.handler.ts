import { fiscalContract } from '@app/schemas/invoices/contract';
import { PAYMENT_METHOD_LABELS } from '@app/schemas/invoices/fiscal';
import { FieldValue } from 'firebase-admin/firestore';

import { commitAdminWrite } from '../../audit/data/adminWrite';
import { adminReader, orderViewsOf } from '../../services/api/orders/orderView';
import { orders } from '../../services/data/orders';
import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { invoicedOrder } from '../invoicedOrder';

/**
 * PUT /api/admin/orders/{id}/payment: how an invoiced order was paid, when 'Completa' did not say
 * (or to correct it: a health invoice already at the Sistema TS is then sent as a variation).
 */
export const setPaymentMethodRoute = implement(fiscalContract.setPaymentMethod, async ({ caller, params, body }) => {
  const { order } = await invoicedOrder(params.id);
  if (order.creditNote) throw new Conflict('La fattura è stata stornata: il metodo di pagamento non si modifica più');
  const audit = {
    action: 'order.payment',
    collection: 'orders',
    documentId: order.id,
    summary: `Fattura ${order.invoiceNumber}: pagamento ${PAYMENT_METHOD_LABELS[body.paymentMethod].toLowerCase()}`,
  } as const;
  await commitAdminWrite(caller.uid, audit, orders.notFound, (batch) =>
    batch.update(orders.ref(order.id), { paymentMethod: body.paymentMethod, updatedAt: FieldValue.serverTimestamp() }),
  );
  const [view] = await orderViewsOf([await orders.byId(order.id)], adminReader(caller));
  return view!;
});
