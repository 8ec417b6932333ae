/** The appointments' stored shape and statuses (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { id, timestamp } from '../shared/collections';

/** What becomes of an appointment (docs/appointments.md); pending and confirmed hold their time. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'declined', 'expired', 'cancelled', 'done', 'missed'] as const;

/** appointments/{id}: names and times copied at booking, so lists read one collection. */
export const appointmentInsert = z.object({
  userId: id,
  patientName: z.string(),
  serviceId: id,
  serviceName: z.string(),
  locationId: id,
  start: timestamp,
  end: timestamp,
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().default(''),
  /** The booking's order (the services page books both at once); null when the doctor booked it. */
  orderId: id.nullable().default(null),
  /** The quarter hours it holds (appointment_slots ids). */
  slotIds: z.array(z.string()),
  /** Grows with every change: the .ics SEQUENCE, and the key of the next change's claim. */
  sequence: z.number().int().min(0).default(0),
  /** When a pending request expires unanswered. */
  expiresAt: timestamp.nullable().default(null),
  declineReason: z.string().default(''),
  /** When the reminder e-mail was queued; null until then. */
  remindedAt: timestamp.nullable().default(null),
  /**
   * The name of its video room, random (functions/src/appointments/meetingRoom.ts), shown online
   * once confirmed; null on a visit booked before rooms had names of their own, until its next change.
   */
  meetingRoom: z.string().nullable().default(null),
  /** Where and when it was before its last move (the doctor's e-mail about a patient's move names both); null until moved. */
  movedFrom: z.object({ start: timestamp, locationId: id }).nullable().default(null),
  /** Who cancelled it (the cancellation policy of a visit paid online, docs/payments.md); absent until cancelled. */
  cancelledBy: z.enum(['patient', 'doctor']).optional(),
  /** When it was cancelled (a package's visit cancelled late is used, docs/payments.md); absent before the field. */
  cancelledAt: timestamp.optional(),
  /** The package order whose included visit it uses; null for a visit booked on its own. */
  packageOrderId: id.nullable().default(null),
});
export const appointmentDoc = appointmentInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });
export type AppointmentDoc = z.infer<typeof appointmentDoc>;
