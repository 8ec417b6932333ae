import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { changeAppointment } from '../data/appointments';
import { noticeOf } from '../notices';
import { appointmentViewOf } from './appointmentView';
import { patientChangeNotices } from './doctorNotices';
import { ownAppointment, requirePatientMayChange } from './ownAppointment';

/**
 * POST /api/appointments/{id}/cancel (the patient): until 24 hours before; later, 409 with the
 * practice's phone. She is notified, and so is each doctor, with her name.
 */
export const cancelAppointmentRoute = implement(appointmentsContract.cancelAppointment, async ({ caller, params, request }) => {
  const now = new Date(request.now);
  const [appointment, doctorNotices] = await Promise.all([ownAppointment(caller, params.id), patientChangeNotices('cancelledByPatient')]);
  requirePatientMayChange(appointment, now);
  const cancelled = await changeAppointment(
    appointment,
    { status: 'cancelled', expiresAt: null, cancelledBy: 'patient', cancelledAt: now },
    { release: true, notices: (changed) => [noticeOf('cancelled', changed, changed.userId), ...doctorNotices(changed)] },
  );
  return appointmentViewOf(cancelled);
});
