import type { AppointmentDoc } from '@app/schemas/entities';

import { noticeOf } from '../../appointments/notices';
import type { Notice } from '../../data/notifications';
import { doctorIds } from '../../data/users';

/** The request's notice to each doctor, read before the batch that writes them. */
export async function requestNotices(): Promise<(appointment: AppointmentDoc) => Notice[]> {
  const doctors = await doctorIds();
  return (appointment) => doctors.map((uid) => noticeOf('requested', appointment, uid));
}
