/**
 * Appointments and the doctor's time (docs/appointments.md). No two visits overlap, under any
 * concurrency, because each quarter hour a visit takes is a document created with a precondition
 * (appointment_slots/{start in ms}) in the same batch as the appointment: of twelve members asking
 * for one slot, one batch commits and eleven fail. (The local Firestore has no transaction
 * isolation, so a read-then-write check would double-book.) Every change of an appointment creates
 * appointment_changes/{id}_{sequence} in its batch, so two concurrent changes of one version
 * cannot both apply: the second is a 409.
 */
import {
  ACTIVE_STATUSES,
  APPOINTMENT_MESSAGES,
  appointmentRules,
  type AppointmentStatus,
  QUARTER_MS,
} from '@app/schemas/appointments/appointments';
import { type AppointmentDoc, appointmentInsert } from '@app/schemas/appointments/entities';
import type { OrderInsert } from '@app/schemas/services/entities';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { type Notice, notificationIn } from '../../notifications/data/notifications';
import { orders, visitCalledOff } from '../../services/data/orders';
import { entity, newBatch } from '../../shared/data/entity';
import { newestPerOwner } from '../../shared/data/newestPerOwner';
import { Conflict } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { newMeetingRoom } from '../meetingRoom';
import { noticeOf } from '../notices';
import { type FreeSeat, freeSeatAmong, seatsOf, seatTaken, takeSeatIn } from './bookingSeats';
import { type FreePackageVisit, packageVisitTaken, takePackageVisitIn } from './packageVisits';

export const appointments = entity<AppointmentDoc>('appointments', { notFound: APPOINTMENT_MESSAGES.notFound });
const appointmentSlots = entity<{ id: string; appointmentId: string }>('appointmentSlots', {
  notFound: 'Orario non trovato',
  stamps: ['takenAt'],
});
const appointmentChanges = entity<{ id: string }>('appointmentChanges', { notFound: 'Modifica non trovata', stamps: ['changedAt'] });

/** The longest visit (services' visitMinutes): how far before a range a visit that reaches into it can start. */
const LONGEST_VISIT_MS = 4 * 60 * 60 * 1000;
/** Appointments read at most for one range (a month of a full agenda is a few hundred). */
export const RANGE_LIMIT = 2000;
/** A patient's appointments read at most, newest first. */
export const PATIENT_LIMIT = 100;

const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

/** The quarter hours from start to end: the ids of their appointment_slots documents. */
export function slotIdsOf(start: Date, end: Date): string[] {
  const ids: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += QUARTER_MS) ids.push(String(at));
  return ids;
}

/** Whether an appointment holds its time at this instant: confirmed, or pending and not yet expired. */
export function holdsTime(appointment: Pick<AppointmentDoc, 'status' | 'expiresAt'>, now: Date): boolean {
  if (!ACTIVE_STATUSES.includes(appointment.status)) return false;
  return appointment.status !== 'pending' || !appointment.expiresAt || appointment.expiresAt.getTime() > now.getTime();
}

/** The appointments that start in [from, to), and those begun before that reach into it: one round trip. */
export async function appointmentsBetween(from: Date, to: Date): Promise<AppointmentDoc[]> {
  const snapshot = await appointments.typed
    .where('start', '>=', new Date(from.getTime() - LONGEST_VISIT_MS))
    .where('start', '<', to)
    .orderBy('start')
    .limit(RANGE_LIMIT)
    .get();
  return snapshot.docs.map((document) => document.data()).filter((appointment) => appointment.end.getTime() > from.getTime());
}

/** The stretches of the doctor's time taken between two instants: one round trip. */
export async function busyBetween(from: Date, to: Date, now: Date): Promise<AppointmentDoc[]> {
  return (await appointmentsBetween(from, to)).filter((appointment) => holdsTime(appointment, now));
}

/** A patient's appointments, latest start first: one round trip. */
export async function appointmentsOf(userId: string): Promise<AppointmentDoc[]> {
  const snapshot = await appointments.typed.where('userId', '==', userId).orderBy('start', 'desc').limit(PATIENT_LIMIT).get();
  return snapshot.docs.map((document) => document.data());
}

/** Who has booked a visit, with the time of her latest request, among the newest `limit` bookings: one round trip. */
export const appointmentHolders = (limit: number) => newestPerOwner(appointments.collection, { owner: 'userId', time: 'createdAt', limit });

/** The next appointment holding its time of each of these patients: one round trip. */
export async function nextAppointments(patientIds: ReadonlySet<string>, now: Date): Promise<Map<string, AppointmentDoc>> {
  const snapshot = await appointments.typed.where('start', '>=', now).orderBy('start').limit(RANGE_LIMIT).get();
  const next = new Map<string, AppointmentDoc>();
  for (const appointment of snapshot.docs.map((document) => document.data())) {
    if (patientIds.has(appointment.userId) && !next.has(appointment.userId) && holdsTime(appointment, now)) {
      next.set(appointment.userId, appointment);
    }
  }
  return next;
}

/** Takes the quarter hours in a batch; those already held by the appointment itself are skipped. */
function claimIn(batch: WriteBatch, appointmentId: string, slotIds: readonly string[], keep: ReadonlySet<string> = new Set()) {
  for (const slotId of slotIds) if (!keep.has(slotId)) appointmentSlots.createIn(batch, slotId, { appointmentId });
}

/** Frees the quarter hours in a batch, but those the appointment keeps. */
function releaseIn(batch: WriteBatch, slotIds: readonly string[], keep: ReadonlySet<string> = new Set()) {
  for (const slotId of slotIds) if (!keep.has(slotId)) batch.delete(appointmentSlots.ref(slotId));
}

/**
 * Frees what pending requests left behind once expired, among the holders of these quarter hours:
 * whether a refused claim met a live appointment or a stale one. Answers whether any was freed.
 */
async function expireStaleHolders(slotIds: readonly string[], now: Date): Promise<boolean> {
  const holders = await appointmentSlots.many(slotIds);
  const holding = await appointments.many([...holders.values()].map((slot) => slot.appointmentId));
  const stale = [...holding.values()].filter((appointment) => !holdsTime(appointment, now));
  let freed = false;
  for (const appointment of stale) {
    try {
      await changeAppointment(
        appointment,
        { status: appointment.status === 'pending' ? 'expired' : appointment.status },
        { release: true },
      );
      freed = true;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      freed = true; // expired meanwhile by another request
    }
  }
  return freed;
}

export type NewAppointment = Omit<z.input<typeof appointmentInsert>, 'slotIds' | 'meetingRoom'>;

/**
 * A seat for one more open request of the member (data/bookingSeats.ts), or 409 when she has as many
 * as allowed: two round trips.
 */
async function requestSeat(userId: string, now: Date): Promise<FreeSeat> {
  const held = await seatsOf(userId);
  const holders = await appointments.many(held.map((seat) => seat.appointmentId));
  return freeSeatAmong(userId, held, (appointmentId) => {
    const holder = holders.get(appointmentId);
    return holder?.status === 'pending' && holdsTime(holder, now);
  });
}

/**
 * The seat an appointment needs to become a request again (a confirmed visit moved by the patient),
 * or none when it is an open request already and keeps its own: 409 when every seat is taken.
 */
export async function seatForRequest(appointment: AppointmentDoc, now: Date): Promise<FreeSeat | undefined> {
  if (appointment.status === 'pending' && holdsTime(appointment, now)) return undefined;
  return requestSeat(appointment.userId, now);
}

/** How many times a booking chooses its seat again after a concurrent request of the member took it. */
const SEAT_RETRIES = appointmentRules.maxOpenRequests;

/**
 * Books the time: the appointment with its video room's random name (every visit gets one, so a
 * studio visit later moved online has it too), its quarter hours, its seat among the member's open
 * requests (a pending request) and (from the services page) its order, in one batch. 409 when any
 * of the quarter hours is held by a live appointment, or when the member has as many open requests
 * as allowed.
 */
export async function bookAppointment(
  insert: NewAppointment,
  {
    now,
    order,
    notices = () => [],
    choosePackageVisit,
  }: {
    now: Date;
    order?: OrderInsert;
    notices?: (appointment: AppointmentDoc) => Notice[];
    /** A visit within a package: the package's free number it takes (data/packageVisits.ts), chosen again when a concurrent booking took it. */
    choosePackageVisit?: () => Promise<FreePackageVisit>;
  },
): Promise<AppointmentDoc> {
  const reference = appointments.newRef();
  const orderRef = order ? orders.newRef() : undefined;
  const data = appointmentInsert.parse({
    ...insert,
    orderId: orderRef?.id ?? null,
    slotIds: slotIdsOf(insert.start, insert.end),
    meetingRoom: newMeetingRoom(),
  });
  const pending = data.status === 'pending';
  let seat = pending ? await requestSeat(data.userId, now) : undefined;
  let packageVisit = await choosePackageVisit?.();
  let slotAttempts = 0;
  for (let seatAttempts = 0; seatAttempts <= SEAT_RETRIES;) {
    const batch = newBatch();
    batch.create(reference, appointments.insertData(data));
    claimIn(batch, reference.id, data.slotIds);
    if (seat) takeSeatIn(batch, seat, reference.id);
    if (packageVisit) takePackageVisitIn(batch, packageVisit, reference.id);
    if (orderRef && order) {
      const visit = { appointmentId: reference.id, start: data.start, locationId: data.locationId };
      batch.create(orderRef, orders.insertData({ ...order, visit }));
    }
    const booked = { ...data, id: reference.id, createdAt: now, updatedAt: now };
    for (const notice of notices(booked)) notificationIn(batch, notice);
    try {
      const [written] = await batch.commit();
      const at = written!.writeTime.toDate();
      return { ...booked, createdAt: at, updatedAt: at };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      // Which create failed: the package's visit, the seat (another request of hers took either) or a quarter hour.
      if (packageVisit && (await packageVisitTaken(packageVisit))) {
        // Another number of the package, or the 409 of a package used up.
        packageVisit = await choosePackageVisit!();
        continue;
      }
      if (seat && (await seatTaken(seat))) {
        seatAttempts++;
        seat = await requestSeat(data.userId, now);
        continue;
      }
      if (slotAttempts++ > 0 || !(await expireStaleHolders(data.slotIds, now))) break;
    }
  }
  throw new Conflict(APPOINTMENT_MESSAGES.slotTaken);
}

export interface AppointmentChange {
  status?: AppointmentStatus;
  start?: Date;
  end?: Date;
  locationId?: string;
  expiresAt?: Date | null;
  declineReason?: string;
  cancelledBy?: AppointmentDoc['cancelledBy'];
  cancelledAt?: Date;
}

/**
 * Changes an appointment once per version: the claim of the change, the new quarter hours (a move),
 * the freed ones (a move, or `release` when it stops holding its time) and the appointment itself,
 * SEQUENCE + 1 (a move keeps the time and place it left in `movedFrom`), in one batch; one booked
 * before video rooms had names of their own gets its room here, so a request confirmed later has
 * the link in its confirmation. 409 when it changed meanwhile or the new time is taken.
 */
export async function changeAppointment(
  appointment: AppointmentDoc,
  change: AppointmentChange,
  {
    release = false,
    seat,
    notices = () => [],
  }: { release?: boolean; seat?: FreeSeat; notices?: (changed: AppointmentDoc) => Notice[] } = {},
): Promise<AppointmentDoc> {
  const moved = change.start !== undefined && change.end !== undefined;
  const slotIds = moved ? slotIdsOf(change.start!, change.end!) : appointment.slotIds;
  const batch = newBatch();
  appointmentChanges.createIn(batch, `${appointment.id}_${appointment.sequence}`, { appointmentId: appointment.id });
  if (seat) takeSeatIn(batch, seat, appointment.id);
  if (moved) {
    claimIn(batch, appointment.id, slotIds, new Set(appointment.slotIds));
    releaseIn(batch, appointment.slotIds, new Set(slotIds));
  }
  if (release) releaseIn(batch, slotIds);
  const sequence = appointment.sequence + 1;
  const stored = {
    ...change,
    slotIds: release ? [] : slotIds,
    sequence,
    meetingRoom: appointment.meetingRoom ?? newMeetingRoom(),
    ...(moved && { movedFrom: { start: appointment.start, locationId: appointment.locationId } }),
  };
  batch.update(appointments.ref(appointment.id), { ...stored, updatedAt: FieldValue.serverTimestamp() });
  const changed = { ...appointment, ...stored };
  for (const notice of notices(changed)) notificationIn(batch, notice);
  try {
    const [written] = await batch.commit();
    return { ...changed, updatedAt: written!.writeTime.toDate() };
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    if (seat && (await seatTaken(seat))) throw new Conflict(APPOINTMENT_MESSAGES.tooManyOpenRequests);
    const current = await appointments.find(appointment.id);
    throw new Conflict(
      current && current.sequence !== appointment.sequence ? APPOINTMENT_MESSAGES.changedMeanwhile : APPOINTMENT_MESSAGES.slotTaken,
    );
  }
}

/** Pending requests past their expiry, at most `limit`: one round trip. */
export async function expiredRequests(now: Date, limit: number): Promise<AppointmentDoc[]> {
  const snapshot = await appointments.typed.where('status', '==', 'pending').where('expiresAt', '<=', now).limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** Confirmed appointments starting in (from, to] with no reminder yet, at most `limit`: one round trip. */
export async function appointmentsToRemind(from: Date, to: Date, limit: number): Promise<AppointmentDoc[]> {
  const snapshot = await appointments.typed
    .where('status', '==', 'confirmed')
    .where('start', '>', from)
    .where('start', '<=', to)
    .limit(limit)
    .get();
  return snapshot.docs.map((document) => document.data()).filter((appointment) => appointment.remindedAt === null);
}

/**
 * Marks the reminder of an appointment's start as sent, once: the claim
 * appointment_changes/{id}_reminder_{start} is created with the mark, so a second run (or a
 * concurrent one) gets false and sends nothing. A moved appointment gets a reminder of its new time.
 */
export async function claimReminder(appointment: AppointmentDoc, notice: Notice): Promise<boolean> {
  const batch = newBatch();
  notificationIn(batch, notice);
  appointmentChanges.createIn(batch, `${appointment.id}_reminder_${appointment.start.getTime()}`, { appointmentId: appointment.id });
  batch.update(appointments.ref(appointment.id), { remindedAt: FieldValue.serverTimestamp() });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** The doctor's notice of a visit called off because its patient erased her account (when and where only). */
export const ERASED_VISIT_TITLE = 'Visita annullata: account cancellato';

/**
 * The erasure of an account: its appointments go, and the quarter hours they held are freed (pages
 * of 100). A visit still to come is called off first, never silently: each of `doctors` gets a
 * notice in the batch that deletes it, and its paid order is flagged for a credit note (an unpaid
 * one went with the member's orders). A redelivered erasure finds nothing left to tell.
 */
export async function eraseAppointmentsOf(userId: string, { doctors, now }: { doctors: readonly string[]; now: Date }): Promise<void> {
  for (;;) {
    const page = await appointments.typed.where('userId', '==', userId).limit(100).get();
    if (page.empty) return;
    const batch = newBatch();
    const calledOff: AppointmentDoc[] = [];
    for (const document of page.docs) {
      const appointment = document.data();
      if (ACTIVE_STATUSES.includes(appointment.status) && appointment.start > now) calledOff.push(appointment);
      releaseIn(batch, appointment.slotIds);
      batch.delete(document.ref);
    }
    for (const appointment of calledOff) {
      for (const uid of doctors) notificationIn(batch, { ...noticeOf('cancelled', appointment, uid), title: ERASED_VISIT_TITLE });
    }
    await batch.commit();
    for (const { orderId } of calledOff) if (orderId) await visitCalledOff(orderId, userId, now);
  }
}
