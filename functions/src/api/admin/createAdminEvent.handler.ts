import { adminEventBody, adminEventView } from '@app/schemas/admin';
import { calendarEventInsert } from '@app/schemas/entities';

import { romeWallTimeToUtc } from '../../app/romeTime';
import { insertCalendarEvent } from '../../data/events';
import { defineRoute } from '../route';
import { adminEventViewOf } from './adminViews';

/**
 * POST /api/admin/events: startDate and startTime are read as the wall time in Rome (summer time
 * or not, as the calendar of that day says); the end is the start plus the duration.
 */
export const createAdminEventRoute = defineRoute({
  method: 'post',
  path: '/admin/events',
  access: 'admin',
  summary: 'Crea un evento (data e ora di Roma, durata in minuti)',
  body: adminEventBody,
  response: adminEventView,
  status: 201,
  async handler({ caller, body }) {
    const startTime = romeWallTimeToUtc(body.startDate, body.startTime);
    const insert = calendarEventInsert.parse({
      title: body.title,
      description: body.description,
      startTime,
      endTime: new Date(startTime.getTime() + body.duration * 60_000),
      isPublic: body.isPublic,
      maxAttendees: body.maxParticipants,
    });
    return adminEventViewOf(await insertCalendarEvent(insert, caller.uid));
  },
});
