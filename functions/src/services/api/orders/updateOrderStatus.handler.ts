import { ordersContract } from '@app/schemas/services/ordersContract';

import { implement } from '../../../shared/route';
import { services } from '../../data/services';
import { cancelOrder, completeOrder, pendingOrder } from './orderStatusChange';
import { adminReader, orderViewsOf } from './orderView';

/** PUT /api/orders/{id}/status (admin): a pending order becomes completed or cancelled. */
export const updateOrderStatusRoute = implement(ordersContract.updateOrderStatus, async ({ caller, params, body, request }) => {
  const order = await pendingOrder(params.id);
  const updated =
    body.status === 'cancelled'
      ? await cancelOrder(order, caller.uid)
      : await completeOrder(order, await services.find(order.serviceId), caller.uid, body.paymentMethod ?? null, {
          now: new Date(request.now),
        });
  const [view] = await orderViewsOf([updated], adminReader(caller));
  return view!;
});
