import type { CalendarEventDoc, CalendarEventInsert } from '@app/schemas/events/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { commitAdminWrite } from '../../audit/data/adminWrite';
import { entity } from '../../shared/data/entity';

export const calendarEvents = entity<CalendarEventDoc>('calendarEvents', {
  notFound: NOT_FOUND.event,
  counters: ['attendeeCount'],
  stamps: ['createdAt'],
});

/** The required levels a member of this level may see: 1 to level (an `in` filter, at most 9). */
const levelsUpTo = (level: number) => Array.from({ length: Math.max(1, level) }, (_, index) => index + 1);

/**
 * Upcoming events, soonest first, at most `limit`: one round trip. `upToLevel` keeps the events
 * whose requiredLevel the member has reached.
 */
export async function upcomingEvents({
  publicOnly,
  upToLevel,
  limit,
}: {
  publicOnly: boolean;
  upToLevel?: number;
  limit: number;
}): Promise<CalendarEventDoc[]> {
  let query = calendarEvents.typed.where('startTime', '>=', new Date());
  if (publicOnly) query = query.where('isPublic', '==', true);
  if (upToLevel !== undefined) query = query.where('requiredLevel', 'in', levelsUpTo(upToLevel));
  const snapshot = await query.orderBy('startTime', 'asc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** How many events are still to come: one count() aggregation. */
export async function countUpcomingEvents(): Promise<number> {
  return (await calendarEvents.collection.where('startTime', '>=', new Date()).count().get()).data().count;
}

/** The admin's event list is bounded: the latest this many by start time. */
export const ADMIN_EVENTS_LIMIT = 200;

/** Every event, past ones too, the latest start first: one round trip. */
export async function latestEventsForAdmin(limit = ADMIN_EVENTS_LIMIT): Promise<CalendarEventDoc[]> {
  const snapshot = await calendarEvents.typed.orderBy('startTime', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** Creates an event with the audit entry of the admin who creates it. */
export async function insertCalendarEvent(insert: CalendarEventInsert, actorId: string): Promise<CalendarEventDoc> {
  const reference = calendarEvents.newRef();
  const summary = `Evento «${insert.title}» creato`;
  const audit = { action: 'event.create', collection: 'calendarEvents', documentId: reference.id, summary } as const;
  const [written] = await commitAdminWrite(actorId, audit, calendarEvents.notFound, (batch) =>
    batch.create(reference, calendarEvents.insertData(insert)),
  );
  return { ...insert, id: reference.id, attendeeCount: 0, createdAt: written!.writeTime.toDate() };
}

// Content management (docs/product.md, Content management): the admin edits and deletes events.

/** The fields the admin's event dialog sets. */
export type CalendarEventFields = Pick<
  CalendarEventInsert,
  'title' | 'description' | 'startTime' | 'endTime' | 'isPublic' | 'maxAttendees'
>;

/**
 * Changes an event's fields (attendeeCount and createdAt stay); an unknown id, or an event deleted
 * meanwhile, is its 404. The capacity check and the seats are data/eventRegistration's
 * `fitSeatsTo`, called first.
 */
export async function updateCalendarEvent(id: string, fields: CalendarEventFields, actorId: string): Promise<CalendarEventDoc> {
  const audit = {
    action: 'event.update',
    collection: 'calendarEvents',
    documentId: id,
    summary: `Evento «${fields.title}» modificato`,
  } as const;
  await commitAdminWrite(actorId, audit, calendarEvents.notFound, (batch) => batch.update(calendarEvents.ref(id), { ...fields }));
  return calendarEvents.byId(id);
}

/**
 * Deletes an event (an exists precondition: unknown, or deleted meanwhile, is its 404). Its
 * registrations, seats and cancellations follow by the onEventDeletedCascade trigger.
 */
export async function deleteCalendarEvent(event: CalendarEventDoc, actorId: string): Promise<void> {
  const summary = `Evento «${event.title}» eliminato`;
  const audit = { action: 'event.delete', collection: 'calendarEvents', documentId: event.id, summary } as const;
  await commitAdminWrite(actorId, audit, calendarEvents.notFound, (batch) => batch.delete(calendarEvents.ref(event.id), { exists: true }));
}
