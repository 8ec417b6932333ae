import { orderInsert } from '@app/schemas/services/entities';
import { ordersContract } from '@app/schemas/services/ordersContract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { requireConfirmedAddress } from '../../../accounts/addressConfirmation';
import { enforceRateLimits } from '../../../shared/data/rateLimit';
import { NotFound } from '../../../shared/domainErrors';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { insertOrder } from '../../data/orders';
import { services } from '../../data/services';
import { bookWithAppointment } from './orderAppointment';
import { orderViewOf, OWNER } from './orderView';

/**
 * POST /api/orders (member): a booking request for an active service. The amount is the
 * service's price at this moment, whatever the client sends; the order starts as pending. The
 * caller's e-mail address must be confirmed (403 otherwise). With an appointment (a consultation's
 * or control's free slot), the order and the appointment are written together, or neither.
 */
export const createOrderRoute = implement(ordersContract.createOrder, async ({ caller, body, request, response }) => {
  await requireConfirmedAddress(caller);
  await enforceRateLimits([{ limit: RATE_LIMITS.ordersPerMember, key: caller.uid }], response, request.now);
  const service = await services.find(body.serviceId);
  if (!service?.isActive) throw new NotFound(NOT_FOUND.service);
  const insert = {
    ...orderInsert.parse({ ...body, userId: caller.uid, status: 'pending', totalAmount: service.price }),
    serviceId: service.id,
  };
  if (body.appointment) return orderViewOf(await bookWithAppointment(caller.uid, insert, body.appointment, request.now), service, OWNER);
  const order = await insertOrder(insert);
  return orderViewOf(order, service, OWNER);
});
