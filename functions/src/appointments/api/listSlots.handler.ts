import { appointmentsContract } from '@app/schemas/appointments/contract';
import { romeDayBounds } from '@app/schemas/shared/romeTime';

import { implement } from '../../shared/route';
import { visitOf } from '../booking';
import { busyBetween } from '../data/appointments';
import { exceptionsBetween, serviceAndHours } from '../data/availability';
import { locationOf } from '../locations';
import { freeSlots } from '../slots';

/**
 * GET /api/appointments/slots (members): the free starts of a service at a place, day by day, in
 * three round trips whatever the range: the service with the place's hours, then the closed days
 * and the appointments of the range together.
 */
export const listSlotsRoute = implement(appointmentsContract.listSlots, async ({ query, request }) => {
  const location = locationOf(query.locationId);
  const { service, weekly } = await serviceAndHours(query.serviceId, location.id);
  const { minutes } = visitOf(service);
  const now = new Date(request.now);
  const [exceptions, busy] = await Promise.all([
    exceptionsBetween(query.from, query.to),
    busyBetween(romeDayBounds(query.from).start, romeDayBounds(query.to).end, now),
  ]);
  return freeSlots({ from: query.from, to: query.to, now, durationMinutes: minutes, locationId: location.id, weekly, exceptions, busy });
});
