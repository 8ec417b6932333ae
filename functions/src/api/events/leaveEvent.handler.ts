import { attendResult } from '@app/schemas/events';

import { defineRoute } from '../route';
import { eventParams } from './params';
import { setAttendance } from './setAttendance';

/** DELETE /api/events/{eventId}/attend (members): cancels the caller's registration, freeing the seat once. */
export const leaveEventRoute = defineRoute({
  method: 'delete',
  path: '/events/:eventId/attend',
  access: 'member',
  summary: "Annulla l'iscrizione di chi chiama a un evento",
  params: eventParams,
  response: attendResult,
  handler: ({ caller, params }) => setAttendance(caller, params.eventId, false),
});
