import { adminDeleteResult, CONTENT_MESSAGES } from '@app/schemas/admin';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { calendarEvents, deleteCalendarEvent } from '../../data/events';
import { defineRoute } from '../route';

/**
 * DELETE /api/admin/events/{id}: removes an event (one read, one commit with its audit entry); its
 * registrations, seats and cancellations follow by the onEventDeletedCascade trigger.
 */
export const deleteAdminEventRoute = defineRoute({
  method: 'delete',
  path: '/admin/events/:id',
  access: 'admin',
  summary: 'Elimina un evento (con le sue iscrizioni)',
  params: z.object({ id: documentIdParam('Evento non trovato') }),
  response: adminDeleteResult,
  async handler({ caller, params }) {
    await deleteCalendarEvent(await calendarEvents.byId(params.id), caller.uid);
    return { id: params.id, message: CONTENT_MESSAGES.eventDeleted };
  },
});
