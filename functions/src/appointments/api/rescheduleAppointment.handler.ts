import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { requireFreeSlot } from '../booking';
import { changeAppointment, seatForRequest } from '../data/appointments';
import { limitAppointmentRequests } from './appointmentRequestLimit';
import { appointmentViewOf } from './appointmentView';
import { patientChangeNotices } from './doctorNotices';
import { ownAppointment, requirePatientMayChange } from './ownAppointment';
import { expiryOf } from './requestExpiry';

/**
 * POST /api/appointments/{id}/reschedule (the patient): to another free slot, until 24 hours before
 * the current start. The new time is a new request: pending until the doctor confirms it, and one
 * of the member's few open requests (data/bookingSeats.ts). Each doctor is told, with her name, the
 * time it left and the one it asks for.
 */
export const rescheduleAppointmentRoute = implement(
  appointmentsContract.rescheduleAppointment,
  async ({ caller, params, body, request, response }) => {
    await limitAppointmentRequests(caller, response, request.now);
    const now = new Date(request.now);
    const appointment = await ownAppointment(caller, params.id);
    requirePatientMayChange(appointment, now);
    const locationId = body.locationId ?? appointment.locationId;
    const [slot, notices, seat] = await Promise.all([
      requireFreeSlot({ serviceId: appointment.serviceId, locationId, start: body.start }, now, appointment),
      patientChangeNotices('movedByPatient'),
      seatForRequest(appointment, now),
    ]);
    const moved = await changeAppointment(
      appointment,
      { start: slot.start, end: slot.end, locationId, status: 'pending', expiresAt: expiryOf(now, slot.start) },
      { notices, seat },
    );
    return appointmentViewOf(moved);
  },
);
