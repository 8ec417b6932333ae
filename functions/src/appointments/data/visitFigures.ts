/** The appointments as the practice's figures count them (docs/api.md, "The practice's figures"): times and statuses, no names. */
import type { AppointmentStatus } from '@app/schemas/appointments/appointments';
import type { Timestamp } from 'firebase-admin/firestore';

import { datedSince, ownersBefore, ownerTracesSince } from '../../shared/data/ownerTraces';
import { appointments } from './appointments';

const BY_BOOKING = { owner: 'userId', time: 'createdAt' } as const;

/** The start and status of each visit that starts in [from, to): one round trip of two fields. */
export async function visitOutcomesBetween(from: Date, to: Date): Promise<{ start: Date; status: AppointmentStatus }[]> {
  const visits = await datedSince(appointments.collection, 'start', { since: from, until: to, fields: ['status'] });
  return visits.map((visit) => ({ start: (visit.get('start') as Timestamp).toDate(), status: visit.get('status') as AppointmentStatus }));
}

/** Who booked since `since`, when, and what became of each booking (`fields.status`): one round trip. */
export const appointmentsBookedSince = (since: Date) =>
  ownerTracesSince(appointments.collection, since, { ...BY_BOOKING, fields: ['status'] });

/** Who had booked before `before`: one round trip. */
export const appointmentOwnersBefore = (before: Date) => ownersBefore(appointments.collection, before, BY_BOOKING);
