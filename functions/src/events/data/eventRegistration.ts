import { randomInt, randomUUID } from 'node:crypto';

import { type CalendarEventDoc, eventAttendeeInsert } from '@app/schemas/events/entities';
import { EVENT_CONTENT_MESSAGES, EVENT_MESSAGES } from '@app/schemas/events/events';
import { FieldValue } from 'firebase-admin/firestore';

import { entity, newBatch } from '../../shared/data/entity';
import { chunks, deleteMatching } from '../../shared/data/pagedDeletion';
import { Conflict } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { eventAttendees } from './eventAttendees';
import { calendarEvents } from './events';

/**
 * Registrations for events, capacity included, built on create preconditions only (the local Node
 * Firestore has no transaction isolation, so a read-then-write capacity check would overbook):
 *
 * - event_attendees/{eventId}_{userId}: the registration; its create makes registering twice a no-op.
 * - event_seats/{eventId}_{n}, n in 1..maxAttendees: a registration takes a free seat by creating its
 *   document in the same batch, so at most maxAttendees registrations can ever exist. Of two
 *   registrations racing for one seat, one commits; the other looks again for a free seat.
 * - event_cancellations/{registrationId}: created when a registration ends, in the same batch as the
 *   deletes, so a registration frees its seat once even if a stale cancel arrives after the member
 *   registered again (that one names the old registration, and its create fails).
 *
 * attendeeCount moves by ±1 in the same batches, so it always equals the registrations.
 */
const eventSeats = entity<{ id: string; eventId: string; seat: number; userId: string }>('eventSeats', {
  notFound: 'Posto non trovato',
  stamps: ['takenAt'],
});
const eventCancellations = entity<{ id: string }>('eventCancellations', { notFound: 'Cancellazione non trovata', stamps: ['cancelledAt'] });

export const attendeeId = (eventId: string, userId: string) => `${eventId}_${userId}`;
const seatId = (eventId: string, seat: number) => `${eventId}_${seat}`;

/** Attempts at a free seat before giving up: each failed one means another member took a seat. */
const SEAT_ATTEMPTS = 12;

/** The seat numbers of the event still free: one getAll of seats 1..maxAttendees. */
async function freeSeats(event: CalendarEventDoc, maxAttendees: number): Promise<number[]> {
  const seats = Array.from({ length: maxAttendees }, (_, index) => index + 1);
  const taken = await eventSeats.many(
    seats.map((seat) => seatId(event.id, seat)),
    ['seat'],
  );
  return seats.filter((seat) => !taken.has(seatId(event.id, seat)));
}

/** A free seat, picked at random so concurrent registrations rarely aim at the same one; null without a limit. */
async function candidateSeat(event: CalendarEventDoc): Promise<number | null> {
  if (event.maxAttendees === null) return null;
  // The count read with the event is only an early answer: the seat's create is what holds the limit.
  const free = event.attendeeCount >= event.maxAttendees ? [] : await freeSeats(event, event.maxAttendees);
  if (free.length === 0) throw new Conflict(EVENT_MESSAGES.full);
  return free[randomInt(free.length)]!;
}

const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

/** Registers the member for the event (a no-op when registered already); 409 when it is full. */
export async function register(event: CalendarEventDoc, userId: string): Promise<void> {
  const id = attendeeId(event.id, userId);
  if (await eventAttendees.find(id)) return;
  for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt++) {
    const seat = await candidateSeat(event);
    const batch = newBatch();
    batch.create(
      eventAttendees.ref(id),
      eventAttendees.insertData(eventAttendeeInsert.parse({ eventId: event.id, userId, seat, registrationId: randomUUID() })),
    );
    if (seat !== null) eventSeats.createIn(batch, seatId(event.id, seat), { eventId: event.id, seat, userId });
    batch.update(calendarEvents.ref(event.id), { attendeeCount: FieldValue.increment(1) });
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      // Either this member registered meanwhile (a repeated request), or the seat went to another.
      if (await eventAttendees.find(id)) return;
    }
  }
  throw new Conflict(EVENT_MESSAGES.busy);
}

/** Ends the member's registration (a no-op when not registered), freeing its seat once. */
export async function unregister(event: Pick<CalendarEventDoc, 'id'>, userId: string): Promise<void> {
  const attendee = await eventAttendees.find(attendeeId(event.id, userId));
  if (!attendee) return;
  const batch = newBatch();
  eventCancellations.createIn(batch, attendee.registrationId, { eventId: event.id, userId });
  batch.delete(eventAttendees.ref(attendee.id), { exists: true });
  if (attendee.seat !== null) batch.delete(eventSeats.ref(seatId(event.id, attendee.seat)), { exists: true });
  batch.update(calendarEvents.ref(event.id), { attendeeCount: FieldValue.increment(-1) });
  try {
    await batch.commit();
  } catch (error) {
    // Cancelled meanwhile by a concurrent request: nothing more to do.
    if (!isAlreadyExists(error) && !isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
  }
}

/** Which of these events the member is registered for: one getAll of the deterministic ids. */
export async function attendingEventIds(userId: string | undefined, eventIds: string[]): Promise<Set<string>> {
  if (!userId || eventIds.length === 0) return new Set();
  const found = await eventAttendees.many(eventIds.map((eventId) => attendeeId(eventId, userId)));
  return new Set([...found.values()].map((attendee) => attendee.eventId));
}

/** Whether the member is registered for the event: one read. */
export async function isAttending(eventId: string, userId: string): Promise<boolean> {
  return Boolean(await eventAttendees.find(attendeeId(eventId, userId)));
}

// Content management (docs/product.md, Content management): capacity changes and deleted events.

/** Seat moves per batch: each is three writes (the new seat, the old one's delete, the registration). */
const MOVES_PER_BATCH = 120;
/** Attempts at fitting the seats when registrations change meanwhile. */
const FIT_ATTEMPTS = 3;

/**
 * Makes the seats fit a new capacity before the event's maxAttendees changes: 409 when more members
 * are registered than `maxAttendees`; otherwise every registration holding a seat above it (or none,
 * when the event had no limit) moves to a free seat within it, so the seats' creates go on holding
 * the limit. A move is a create of the new seat (precondition: free), the delete of the old one and
 * the registration's update, in one batch; moves are valid under the old capacity too, so they are
 * committed before the event's own update. A raising of the capacity moves nothing. What this does
 * not close: a registration that read the old capacity in the instant before the edit can still
 * take a seat above the new one (its create names a seat that is free); closing that would need a
 * placeholder document for every seat above the new capacity.
 */
export async function fitSeatsTo(event: CalendarEventDoc, maxAttendees: number): Promise<void> {
  if (event.attendeeCount > maxAttendees) throw new Conflict(EVENT_CONTENT_MESSAGES.belowAttendees(event.attendeeCount));
  if (event.maxAttendees !== null && maxAttendees >= event.maxAttendees) return;
  for (let attempt = 0; attempt < FIT_ATTEMPTS; attempt++) {
    const snapshot = await eventAttendees.typed
      .where('eventId', '==', event.id)
      .limit(maxAttendees + 1)
      .get();
    const registered = snapshot.docs.map((document) => document.data());
    if (registered.length > maxAttendees) throw new Conflict(EVENT_CONTENT_MESSAGES.belowAttendees(registered.length));
    const moving = registered.filter((attendee) => attendee.seat === null || attendee.seat > maxAttendees);
    if (moving.length === 0) return;
    const free = await freeSeats(event, maxAttendees);
    if (free.length < moving.length) throw new Conflict(EVENT_MESSAGES.busy);
    try {
      for (const [index, group] of chunks(moving, MOVES_PER_BATCH).entries()) {
        const batch = newBatch();
        group.forEach((attendee, offset) => {
          const seat = free[index * MOVES_PER_BATCH + offset]!;
          eventSeats.createIn(batch, seatId(event.id, seat), { eventId: event.id, seat, userId: attendee.userId });
          if (attendee.seat !== null) batch.delete(eventSeats.ref(seatId(event.id, attendee.seat)), { exists: true });
          batch.update(eventAttendees.ref(attendee.id), { seat });
        });
        await batch.commit();
      }
      return;
    } catch (error) {
      // A member registered or cancelled meanwhile: look again.
      if (!isAlreadyExists(error) && !isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
    }
  }
  throw new Conflict(EVENT_MESSAGES.busy);
}

/**
 * What goes with a deleted event: its registrations, seats and cancellations, page by page.
 * Idempotent: run again, it finds nothing left. Returns how many documents were deleted.
 */
export async function deleteRegistrationsOf(eventId: string): Promise<number> {
  let deleted = 0;
  for (const collection of [eventAttendees.collection, eventSeats.collection, eventCancellations.collection]) {
    deleted += await deleteMatching(collection.where('eventId', '==', eventId));
  }
  return deleted;
}
