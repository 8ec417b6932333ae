import { appointmentRules } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';
import { romeDayOf } from '@app/schemas/shared/romeTime';

import { implement } from '../../shared/route';
import { allWeeklyHours, exceptionsBetween } from '../data/availability';
import { LOCATIONS } from '../locations';

/** GET /api/admin/availability (doctor): every place's weekly hours and the closed days from today on. */
export const getAvailabilityRoute = implement(appointmentsContract.getAvailability, async ({ request }) => {
  const [weekly, exceptions] = await Promise.all([allWeeklyHours(), exceptionsBetween(romeDayOf(new Date(request.now)))]);
  return {
    availability: LOCATIONS.map((location) => ({ locationId: location.id, weekly: weekly.get(location.id) ?? [] })),
    exceptions,
    rules: { travelGapMinutes: appointmentRules.travelGapMinutes, minNoticeHours: appointmentRules.minNoticeHours },
  };
});
