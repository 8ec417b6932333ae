import { appointmentsContract } from '@app/schemas/appointments/contract';

import { requireConfirmedAddress } from '../../accounts/addressConfirmation';
import { implement } from '../../shared/route';
import { requireFreeSlot } from '../booking';
import { bookAppointment } from '../data/appointments';
import { limitAppointmentRequests } from './appointmentRequestLimit';
import { appointmentViewOf } from './appointmentView';
import { requestNotices } from './doctorNotices';
import { packageVisitChooser } from './packageVisit';
import { patientNameOf } from './patientName';
import { expiryOf } from './requestExpiry';

/**
 * POST /api/appointments (member, confirmed address): a request for a free slot, pending until the
 * doctor confirms it; its quarter hours are claimed at once (409 when another request got them). A
 * member holds at most appointmentRules.maxOpenRequests of them (409 past them, data/bookingSeats.ts).
 * With `packageOrderId`, a control included in her package: no order, one of its visits used
 * (data/packageVisits.ts).
 */
export const bookAppointmentRoute = implement(appointmentsContract.bookAppointment, async ({ caller, body, request, response }) => {
  await requireConfirmedAddress(caller);
  await limitAppointmentRequests(caller, response, request.now);
  const now = new Date(request.now);
  const [slot, patientName, notices] = await Promise.all([requireFreeSlot(body, now), patientNameOf(caller.uid), requestNotices()]);
  const choosePackageVisit = body.packageOrderId
    ? await packageVisitChooser(caller.uid, body.packageOrderId, slot.service, slot.start)
    : undefined;
  const appointment = await bookAppointment(
    {
      userId: caller.uid,
      patientName: patientName ?? '',
      serviceId: slot.service.id,
      serviceName: slot.service.name,
      locationId: body.locationId,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      notes: body.notes,
      expiresAt: expiryOf(now, slot.start),
      packageOrderId: body.packageOrderId ?? null,
    },
    { now, notices, choosePackageVisit },
  );
  return appointmentViewOf(appointment);
});
