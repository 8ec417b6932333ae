import { adminEventBody, adminEventView } from '@app/schemas/admin';

import { insertCalendarEvent } from '../../data/events';
import { defineRoute } from '../route';
import { adminEventViewOf } from './adminViews';
import { eventFieldsOf } from './eventFields';

/** POST /api/admin/events: date and time of Rome, the end from the duration (eventFields.ts). */
export const createAdminEventRoute = defineRoute({
  method: 'post',
  path: '/admin/events',
  access: 'admin',
  summary: 'Crea un evento (data e ora di Roma, durata in minuti)',
  body: adminEventBody,
  response: adminEventView,
  status: 201,
  handler: async ({ caller, body }) => adminEventViewOf(await insertCalendarEvent(eventFieldsOf(body), caller.uid)),
});
