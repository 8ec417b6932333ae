import { eventsContract } from '@app/schemas/events/contract';

import { implement } from '../../shared/route';
import { insertCalendarEvent } from '../data/events';
import { adminEventViewOf } from './adminEventView';
import { eventFieldsOf } from './eventFields';

/** POST /api/admin/events: date and time of Rome, the end from the duration (eventFields.ts). */
export const createAdminEventRoute = implement(eventsContract.createAdminEvent, async ({ caller, body }) =>
  adminEventViewOf(await insertCalendarEvent(eventFieldsOf(body), caller.uid)),
);
