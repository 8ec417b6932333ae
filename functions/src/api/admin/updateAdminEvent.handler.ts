import { adminEventBody, adminEventView } from '@app/schemas/admin';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { fitSeatsTo } from '../../data/eventRegistration';
import { calendarEvents, updateCalendarEvent } from '../../data/events';
import { defineRoute } from '../route';
import { adminEventViewOf } from './adminViews';
import { eventFieldsOf } from './eventFields';

/**
 * PUT /api/admin/events/{id}: the 'Nuovo Evento' dialog's fields, filled in. A capacity below the
 * members already registered is a 409; a lower capacity first moves the seats above it
 * (data/eventRegistration `fitSeatsTo`).
 */
export const updateAdminEventRoute = defineRoute({
  method: 'put',
  path: '/admin/events/:id',
  access: 'admin',
  summary: 'Modifica un evento (data e ora di Roma, durata in minuti)',
  params: z.object({ id: documentIdParam('Evento non trovato') }),
  body: adminEventBody,
  response: adminEventView,
  async handler({ caller, params, body }) {
    const event = await calendarEvents.byId(params.id);
    const { title, description, startTime, endTime, isPublic, maxAttendees } = eventFieldsOf(body);
    if (maxAttendees !== null) await fitSeatsTo(event, maxAttendees);
    return adminEventViewOf(
      await updateCalendarEvent(event.id, { title, description, startTime, endTime, isPublic, maxAttendees }, caller.uid),
    );
  },
});
