import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Invalid } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { setWeeklyHours } from '../data/availability';
import { locationOf } from '../locations';
import { withinOpeningHours } from '../slots';

/** PUT /api/admin/availability/{locationId} (doctor): the weekly hours at a place, within the opening hours, without overlaps. */
export const setAvailabilityRoute = implement(appointmentsContract.setAvailability, async ({ params, body }) => {
  const location = locationOf(params.locationId);
  if (!body.weekly.every(withinOpeningHours)) throw new Invalid(APPOINTMENT_MESSAGES.outsideHours);
  const sorted = [...body.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  const overlaps = sorted.some(
    (hours, index) => index > 0 && sorted[index - 1]!.weekday === hours.weekday && sorted[index - 1]!.end > hours.start,
  );
  if (overlaps) throw new Invalid(APPOINTMENT_MESSAGES.overlappingHours);
  await setWeeklyHours(location.id, sorted);
  return { locationId: location.id, weekly: sorted };
});
