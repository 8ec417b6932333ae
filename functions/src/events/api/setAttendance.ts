import type { AttendResult } from '@app/schemas/events/events';

import type { Caller } from '../../shared/route';
import { register, unregister } from '../data/eventRegistration';
import { calendarEvents } from '../data/events';
import { eventOpenForRegistration } from './visibleEvent';

/**
 * Registers the caller for an upcoming event they may see, or cancels (both idempotent, see
 * data/eventRegistration), and answers the registration with the event's count afterwards.
 */
export async function setAttendance(caller: Caller, eventId: string, attend: boolean): Promise<AttendResult> {
  const event = await eventOpenForRegistration(caller, eventId);
  await (attend ? register : unregister)(event, caller.uid);
  return { eventId: event.id, isAttending: attend, attendeeCount: (await calendarEvents.byId(event.id)).attendeeCount };
}
