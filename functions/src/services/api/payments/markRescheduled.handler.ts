import { RESCHEDULE } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../../audit/data/adminAudit';
import { newBatch } from '../../../shared/data/entity';
import { Conflict, NotFound } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';
import { orders } from '../../data/orders';

/**
 * POST /api/admin/orders/{id}/rescheduled (admin): 'Riprogrammata' on an order paid after its visit
 * went (docs/payments.md, A payment after its visit): the doctor has fixed a new time with the
 * patient, and the order's 'Visita da riprogrammare' goes. 409 on an order without it.
 */
export const markRescheduledRoute = implement(paymentsContract.markRescheduled, async ({ caller, params }) => {
  const order = await orders.find(params.id);
  if (!order) throw new NotFound(NOT_FOUND.order);
  if (!order.rescheduleDueAt) throw new Conflict(RESCHEDULE.notDue);
  const batch = newBatch();
  batch.update(orders.ref(order.id), { rescheduleDueAt: null, updatedAt: FieldValue.serverTimestamp() });
  recordAdminWrite(batch, caller.uid, {
    action: 'order.rescheduled',
    collection: 'orders',
    documentId: order.id,
    summary: `Visita di ${order.customerName} riprogrammata`,
  });
  await batch.commit();
  return { rescheduled: true as const };
});
