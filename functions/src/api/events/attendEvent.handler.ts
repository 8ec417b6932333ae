import { attendResult } from '@app/schemas/events';

import { defineRoute } from '../route';
import { eventParams } from './params';
import { setAttendance } from './setAttendance';

/**
 * POST /api/events/{eventId}/attend (members): registers the caller for an upcoming event they may
 * see; a repeat changes nothing; 409 when every seat is taken (data/eventRegistration).
 */
export const attendEventRoute = defineRoute({
  method: 'post',
  path: '/events/:eventId/attend',
  access: 'member',
  summary: "Iscrive chi chiama a un evento (fino all'esaurimento dei posti)",
  params: eventParams,
  response: attendResult,
  handler: ({ caller, params }) => setAttendance(caller, params.eventId, true),
});
