import type { CalendarEventDoc } from '@app/schemas/events/entities';
import { EVENT_MESSAGES } from '@app/schemas/events/events';

import { unlockedLevel } from '../../accounts/data/users';
import { Conflict, NotFound } from '../../shared/domainErrors';
import type { Caller } from '../../shared/route';
import { calendarEvents } from '../data/events';

/** The event if the caller may see it (its requiredLevel reached), else 404: two reads in parallel. */
export async function visibleEvent(caller: Caller, eventId: string): Promise<CalendarEventDoc> {
  const [event, level] = await Promise.all([calendarEvents.find(eventId), unlockedLevel(caller)]);
  if (!event || event.requiredLevel > level) throw new NotFound(EVENT_MESSAGES.notFound);
  return event;
}

/** The event if registrations are still open (it has not started), else 409. */
export async function eventOpenForRegistration(caller: Caller, eventId: string): Promise<CalendarEventDoc> {
  const event = await visibleEvent(caller, eventId);
  if (event.startTime.getTime() <= Date.now()) throw new Conflict(EVENT_MESSAGES.started);
  return event;
}
