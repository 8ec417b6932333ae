import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { doctorIds } from '../../accounts/data/users';
import type { Notice } from '../../notifications/data/notifications';
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
