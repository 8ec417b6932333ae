/**
 * A member's open requests, at most appointmentRules.maxOpenRequests (docs/appointments.md, Open
 * requests). Each open request holds a seat: booking_seats/{uid}_{seat}_{sequence}, created in the
 * request's batch, the seat's previous document deleted in it. Two concurrent bookings that chose
 * the same free seat create the same id, so one batch fails: no transaction is needed (the local
 * Firestore has no isolation). A seat is free again once its request is no longer open (confirmed,
 * declined, cancelled or expired): nothing has to release it.
 */
import { APPOINTMENT_MESSAGES, appointmentRules } from '@app/schemas/appointments/appointments';
import type { WriteBatch } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { Conflict } from '../../shared/domainErrors';

export interface BookingSeatDoc {
  id: string;
  userId: string;
  seat: number;
  sequence: number;
  appointmentId: string;
}

const bookingSeats = entity<BookingSeatDoc>('bookingSeats', { notFound: 'Richiesta non trovata', stamps: ['takenAt'] });

/** The seat a new request takes: its number, and the document it replaces (none the first time). */
export interface FreeSeat {
  userId: string;
  seat: number;
  sequence: number;
  previousId?: string;
}

const seatId = (userId: string, seat: number, sequence: number) => `${userId}_${seat}_${sequence}`;

/** The member's seats (a document per seat at most); the erasure deletes them. */
export const seatsQueryOf = (userId: string) => bookingSeats.typed.where('userId', '==', userId);

/** The member's seats: one query. */
export async function seatsOf(userId: string): Promise<BookingSeatDoc[]> {
  return (await seatsQueryOf(userId).get()).docs.map((document) => document.data());
}

/**
 * A seat for a new request of the member among the seats `held`, or 409 with the Italian reason when
 * each holds a request that `isOpen` (pending, not expired).
 */
export function freeSeatAmong(userId: string, held: readonly BookingSeatDoc[], isOpen: (appointmentId: string) => boolean): FreeSeat {
  for (let seat = 1; seat <= appointmentRules.maxOpenRequests; seat++) {
    const current = held.find((document) => document.seat === seat);
    if (!current) return { userId, seat, sequence: 1 };
    if (!isOpen(current.appointmentId)) return { userId, seat, sequence: current.sequence + 1, previousId: current.id };
  }
  throw new Conflict(APPOINTMENT_MESSAGES.tooManyOpenRequests);
}

/** Takes the seat for the request in its batch: fails the batch when a concurrent request took it first. */
export function takeSeatIn(batch: WriteBatch, seat: FreeSeat, appointmentId: string) {
  const { userId, sequence } = seat;
  bookingSeats.createIn(batch, seatId(userId, seat.seat, sequence), { userId, seat: seat.seat, sequence, appointmentId });
  if (seat.previousId) batch.delete(bookingSeats.ref(seat.previousId));
}

/** Whether the seat was taken meanwhile (by a concurrent request): its document exists. */
export async function seatTaken(seat: FreeSeat): Promise<boolean> {
  return (await bookingSeats.find(seatId(seat.userId, seat.seat, seat.sequence))) !== undefined;
}
