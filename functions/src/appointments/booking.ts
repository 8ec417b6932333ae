/**
 * The rules a booking must pass, shared by the member's booking, the move and the services page's
 * order: the place, the service (a consultation or a control), and a start that is one of the free
 * slots of its day, or the reason it is not (docs/appointments.md, Bad input).
 */
import { APPOINTMENT_MESSAGES, appointmentRules, QUARTER_MS, visitMinutesOf } from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import type { ServiceDoc } from '@app/schemas/services/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { addDays, romeDayBounds, romeDayOf } from '@app/schemas/shared/romeTime';

import { services } from '../services/data/services';
import { Conflict, Invalid, NotFound } from '../shared/domainErrors';
import { busyBetween } from './data/appointments';
import { exceptionsBetween, serviceAndHours } from './data/availability';
import { locationOf } from './locations';
import { freeSlots } from './slots';

const HOUR_MS = 60 * 60 * 1000;

/** A service booked by the hour: its visit's minutes; 404 for an unknown or inactive one, 400 for a programme. */
export function visitOf(service: ServiceDoc | undefined): { service: ServiceDoc; minutes: number } {
  if (!service?.isActive) throw new NotFound(NOT_FOUND.service);
  const minutes = visitMinutesOf(service);
  if (minutes === null) throw new Invalid(APPOINTMENT_MESSAGES.serviceNotBookable);
  return { service, minutes };
}

export const bookableService = async (serviceId: string) => visitOf(await services.find(serviceId));

export interface CheckedSlot {
  service: ServiceDoc;
  start: Date;
  end: Date;
}

/** Refuses, with its Italian reason, a start in the past, within the notice or beyond the window. */
function requireBookableTime(start: Date, now: Date) {
  if (start.getTime() <= now.getTime()) throw new Invalid(APPOINTMENT_MESSAGES.inThePast);
  if (start.getTime() < now.getTime() + appointmentRules.minNoticeHours * HOUR_MS) throw new Invalid(APPOINTMENT_MESSAGES.withinNotice);
  if (romeDayOf(start) > addDays(romeDayOf(now), appointmentRules.bookingWindowDays)) throw new Invalid(APPOINTMENT_MESSAGES.beyondWindow);
}

/**
 * Checks that `start` is a free slot of the service at the place (the appointment being moved, if
 * any, does not count as busy): 404 for an unknown place or service, 400 for a time that is not
 * bookable or not on the grid, 409 for one taken. The claims of the booking hold it afterwards.
 */
export async function requireFreeSlot(
  request: { serviceId: string; locationId: string; start: Date },
  now: Date,
  moving?: AppointmentDoc,
): Promise<CheckedSlot> {
  locationOf(request.locationId);
  const { service: stored, weekly } = await serviceAndHours(request.serviceId, request.locationId);
  const { service, minutes } = visitOf(stored);
  requireBookableTime(request.start, now);
  const day = romeDayOf(request.start);
  const bounds = romeDayBounds(day);
  const [exceptions, busy] = await Promise.all([exceptionsBetween(day, day), busyBetween(bounds.start, bounds.end, now)]);
  const slotRequest = { from: day, to: day, now, durationMinutes: minutes, locationId: request.locationId, weekly, exceptions };
  const wanted = request.start.toISOString();
  const others = busy.filter((taken) => taken.id !== moving?.id);
  const end = new Date(request.start.getTime() + minutes * 60 * 1000);
  if (freeSlots({ ...slotRequest, busy: others }).some((slot) => slot.start === wanted)) return { service, start: request.start, end };
  const onGrid = freeSlots({ ...slotRequest, busy: [] }).some((slot) => slot.start === wanted);
  throw onGrid ? new Conflict(APPOINTMENT_MESSAGES.slotTaken) : new Invalid(APPOINTMENT_MESSAGES.notASlot);
}

/** The doctor books outside the published hours too: a future start on the quarter hour is enough (the claims refuse an overlap). */
export function requireDoctorTime(start: Date, now: Date) {
  if (start.getTime() % QUARTER_MS !== 0) throw new Invalid(APPOINTMENT_MESSAGES.notASlot);
  if (start.getTime() <= now.getTime()) throw new Invalid(APPOINTMENT_MESSAGES.inThePast);
}
