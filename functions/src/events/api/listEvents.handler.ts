import { eventsContract } from '@app/schemas/events/contract';
import type { CalendarEventDoc } from '@app/schemas/events/entities';
import { eventStoredFields, type EventView } from '@app/schemas/events/events';
import { storedValues } from '@app/schemas/shared/entityView';

import { unlockedLevel } from '../../accounts/data/users';
import { implement } from '../../shared/route';
import { attendingEventIds } from '../data/eventRegistration';
import { upcomingEvents } from '../data/events';

/** The calendar shows what is coming; a bounded page keeps the call one round trip. */
export const UPCOMING_EVENTS_LIMIT = 100;

export function eventViewOf(
  event: CalendarEventDoc,
  { withMeetingUrl, isAttending }: { withMeetingUrl: boolean; isAttending: boolean },
): EventView {
  return {
    ...storedValues(eventStoredFields, event),
    meetingUrl: withMeetingUrl ? event.meetingUrl : null,
    hasMeetingUrl: Boolean(event.meetingUrl),
    isAttending,
  };
}

/**
 * GET /api/events: upcoming events, soonest first. Members see the events of their level (public or
 * not), whether they are registered and, for those they are registered for, the meeting link: three round trips (the level, the
 * events, one getAll of their registrations); admins see every event (two). A visitor sees public
 * events only, without the link (it is for participants; `hasMeetingUrl` says one exists): one round trip.
 */
export const listEventsRoute = implement(eventsContract.listEvents, async ({ caller }) => {
  const upToLevel = caller ? await unlockedLevel(caller) : undefined;
  const events = await upcomingEvents({ publicOnly: !caller, upToLevel, limit: UPCOMING_EVENTS_LIMIT });
  const attending = await attendingEventIds(
    caller?.uid,
    events.map((event) => event.id),
  );
  // The link is for those who may join: the registered and the admins; the others see that one exists.
  return events.map((event) =>
    eventViewOf(event, { withMeetingUrl: Boolean(caller?.isAdmin) || attending.has(event.id), isAttending: attending.has(event.id) }),
  );
});
