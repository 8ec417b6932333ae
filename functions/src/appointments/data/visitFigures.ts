/** The appointments as the practice's figures count them (docs/api.md, "The practice's figures"): times and statuses, no names. */
import type { AppointmentStatus } from '@app/schemas/appointments/appointments';
import type { Timestamp } from 'firebase-admin/firestore';

import { ownersBefore, ownerTracesSince, PRACTICE_READ_LIMIT } from '../../shared/data/ownerTraces';
import { appointments } from './appointments';

const BY_BOOKING = { owner: 'userId', time: 'createdAt', limit: PRACTICE_READ_LIMIT } as const;

/** The start and status of each visit that starts in [from, to): one round trip of two fields. */
export async function visitOutcomesBetween(from: Date, to: Date): Promise<{ start: Date; status: AppointmentStatus }[]> {
  const snapshot = await appointments.collection
    .select('start', 'status')
    .where('start', '>=', from)
    .where('start', '<', to)
    .orderBy('start')
    .limit(PRACTICE_READ_LIMIT)
    .get();
  return snapshot.docs.map((document) => ({
    start: (document.get('start') as Timestamp).toDate(),
    status: document.get('status') as AppointmentStatus,
  }));
}

/** Who booked since `since`, when, and what became of each booking (`fields.status`): one round trip. */
export const appointmentsBookedSince = (since: Date) =>
  ownerTracesSince(appointments.collection, since, { ...BY_BOOKING, fields: ['status'] });

/** Who had booked before `before`: one round trip. */
export const appointmentOwnersBefore = (before: Date) => ownersBefore(appointments.collection, before, BY_BOOKING);
