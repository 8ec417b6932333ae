import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { doctorIds } from '../../accounts/data/users';
import type { Notice } from '../../notifications/data/notifications';
import { formatRomeDateTime } from '../../shared/format';
import { noticeOf } from '../notices';

/**
 * A patient's booking: the request's notice to each doctor and the receipt to the patient
 * ("Richiesta ricevuta"), the doctors read before the batch that writes them.
 */
export async function requestNotices(): Promise<(appointment: AppointmentDoc) => Notice[]> {
  const doctors = await doctorIds();
  return (appointment) => [
    ...doctors.map((uid) => noticeOf('requested', appointment, uid)),
    noticeOf('received', appointment, appointment.userId),
  ];
}

/**
 * A patient's own cancellation or move, to each doctor: her name before the time and place, and for
 * a move the time it left. The doctors are read before the batch that writes them.
 */
export async function patientChangeNotices(kind: 'cancelledByPatient' | 'movedByPatient'): Promise<(changed: AppointmentDoc) => Notice[]> {
  const doctors = await doctorIds();
  return (changed) =>
    doctors.map((uid) => {
      const notice = noticeOf(kind, changed, uid);
      const from = kind === 'movedByPatient' && changed.movedFrom ? `${formatRomeDateTime(changed.movedFrom.start)} → ` : '';
      return { ...notice, message: `${changed.patientName} · ${from}${notice.message}` };
    });
}
