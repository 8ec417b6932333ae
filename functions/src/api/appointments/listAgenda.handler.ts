import { appointmentsContract } from '@app/schemas/contracts/appointments';
import { romeDayBounds } from '@app/schemas/romeTime';

import { appointmentsBetween } from '../../data/appointments';
import { orders } from '../../data/orders';
import { implement } from '../route';
import { adminAppointmentViewOf } from './appointmentView';

/**
 * GET /api/admin/appointments?from=&to= (doctor): the agenda of up to 62 days, pending requests
 * first, then by start, with each visit's order status: two round trips.
 */
export const listAgendaRoute = implement(appointmentsContract.listAgenda, async ({ query }) => {
  const found = await appointmentsBetween(romeDayBounds(query.from).start, romeDayBounds(query.to).end);
  const orderIds = found.flatMap((appointment) => (appointment.orderId ? [appointment.orderId] : []));
  const orderOf = await orders.many(orderIds, ['status']);
  const pendingFirst = (status: string) => (status === 'pending' ? 0 : 1);
  return found
    .sort((a, b) => pendingFirst(a.status) - pendingFirst(b.status) || a.start.getTime() - b.start.getTime())
    .map((appointment) => adminAppointmentViewOf(appointment, orderOf.get(appointment.orderId ?? '')?.status ?? null));
});
