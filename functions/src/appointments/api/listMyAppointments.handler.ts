import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { appointmentsOf, holdsTime } from '../data/appointments';
import { appointmentViewOf } from './appointmentView';

/** GET /api/appointments (member): the caller's upcoming appointments (soonest first) and the past ones (latest first): one round trip. */
export const listMyAppointmentsRoute = implement(appointmentsContract.listMyAppointments, async ({ caller, request }) => {
  const now = new Date(request.now);
  const all = await appointmentsOf(caller.uid);
  const isUpcoming = (appointment: (typeof all)[number]) => appointment.end.getTime() > now.getTime() && holdsTime(appointment, now);
  return {
    upcoming: all.filter(isUpcoming).reverse().map(appointmentViewOf),
    past: all.filter((appointment) => !isUpcoming(appointment)).map(appointmentViewOf),
  };
});
