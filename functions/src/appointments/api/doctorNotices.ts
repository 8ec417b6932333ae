import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { doctorIds } from '../../accounts';
import type { Notice } from '../../notifications';
import { noticeOf } from '../notices';

/** The request's notice to each doctor, read before the batch that writes them. */
export async function requestNotices(): Promise<(appointment: AppointmentDoc) => Notice[]> {
  const doctors = await doctorIds();
  return (appointment) => doctors.map((uid) => noticeOf('requested', appointment, uid));
}
