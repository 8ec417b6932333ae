import { appointmentsContract } from '@app/schemas/appointments/contract';
import { romeDayBounds } from '@app/schemas/shared/romeTime';

import { recordHealthReads } from '../../audit/data/healthReadAudit';
import { orders } from '../../services/data/orders';
import { implement } from '../../shared/route';
import { appointmentsBetween } from '../data/appointments';
import { adminAppointmentViewOf } from './appointmentView';

/**
 * GET /api/admin/appointments?from=&to= (doctor): the agenda of up to 62 days, pending requests
 * first, then by start, with each visit's order status and the notes the patients wrote when
 * booking (health data: one audit entry per patient whose notes it carries, written beside the
 * orders' read). Two round trips, three when any visit has notes.
 */
export const listAgendaRoute = implement(appointmentsContract.listAgenda, async ({ caller, query }) => {
  const found = await appointmentsBetween(romeDayBounds(query.from).start, romeDayBounds(query.to).end);
  const orderIds = found.flatMap((appointment) => (appointment.orderId ? [appointment.orderId] : []));
  const withNotes = found.flatMap((appointment) => (appointment.notes ? [appointment.userId] : []));
  const [orderOf] = await Promise.all([orders.many(orderIds, ['status']), recordHealthReads(caller.uid, 'agenda.read', withNotes)]);
  const pendingFirst = (status: string) => (status === 'pending' ? 0 : 1);
  return found
    .sort((a, b) => pendingFirst(a.status) - pendingFirst(b.status) || a.start.getTime() - b.start.getTime())
    .map((appointment) => adminAppointmentViewOf(appointment, orderOf.get(appointment.orderId ?? '')?.status ?? null));
});
