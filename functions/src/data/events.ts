import type { CalendarEventDoc } from '@app/schemas/entities';
import { entity } from './entity';

export const calendarEvents = entity<CalendarEventDoc>('calendarEvents', { notFound: 'Evento non trovato', counters: ['attendeeCount'], stamps: ['createdAt'] });

/** Upcoming events, soonest first, at most `limit`: one round trip. */
export async function upcomingEvents({ publicOnly, limit }: { publicOnly: boolean; limit: number }): Promise<CalendarEventDoc[]> {
  let query = calendarEvents.typed.where('startTime', '>=', new Date());
  if (publicOnly) query = query.where('isPublic', '==', true);
  const snapshot = await query.orderBy('startTime', 'asc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** How many events are still to come: one count() aggregation. */
export async function countUpcomingEvents(): Promise<number> {
  return (await calendarEvents.collection.where('startTime', '>=', new Date()).count().get()).data().count;
}
