import { z } from 'zod';

import { CALENDAR_TYPE, defineContract } from '../shared/contract';
import { adminDeleteResult } from '../shared/deleteResult';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { adminEventBody, adminEventView, attendResult, EVENT_MESSAGES, eventView } from './events';

/** /events/:eventId/…: an id that can name no event is the event's 404. */
export const eventParams = z.object({ eventId: documentIdParam(EVENT_MESSAGES.notFound) });

export { CALENDAR_TYPE } from '../shared/contract';

/** The events calls: method, path, access and the zod schemas of what each reads and answers. */
export const eventsContract = {
  createAdminEvent: defineContract({
    method: 'post',
    path: '/admin/events',
    access: 'admin',
    invalidates: ['events', 'stats'],
    roundTrips: 1,
    summary: 'Crea un evento (data e ora di Roma, durata in minuti)',
    body: adminEventBody,
    response: adminEventView,
    status: 201,
  }),
  deleteAdminEvent: defineContract({
    method: 'delete',
    path: '/admin/events/:id',
    access: 'admin',
    invalidates: ['events', 'stats'],
    roundTrips: 2,
    summary: 'Elimina un evento (con le sue iscrizioni)',
    params: z.object({ id: documentIdParam(NOT_FOUND.event) }),
    response: adminDeleteResult,
  }),
  listAdminEvents: defineContract({
    method: 'get',
    path: '/admin/events',
    access: 'admin',
    provides: ['events'],
    roundTrips: 1,
    summary: 'Tutti gli eventi, pubblici e privati, con data e ora di Roma',
    response: z.array(adminEventView),
  }),
  updateAdminEvent: defineContract({
    method: 'put',
    path: '/admin/events/:id',
    access: 'admin',
    invalidates: ['events'],
    roundTrips: 6,
    summary: 'Modifica un evento (data e ora di Roma, durata in minuti)',
    params: z.object({ id: documentIdParam(NOT_FOUND.event) }),
    body: adminEventBody,
    response: adminEventView,
  }),
  attendEvent: defineContract({
    method: 'post',
    path: '/events/:eventId/attend',
    access: 'member',
    invalidates: ['events'],
    roundTrips: 7,
    summary: "Iscrive chi chiama a un evento (fino all'esaurimento dei posti)",
    params: eventParams,
    response: attendResult,
  }),
  eventCalendarFile: defineContract({
    method: 'get',
    path: '/events/:eventId/ics',
    access: 'member',
    provides: ['events'],
    roundTrips: 3,
    summary: "L'evento come file .ics da aggiungere al proprio calendario",
    params: eventParams,
    response: { contentType: CALENDAR_TYPE },
  }),
  leaveEvent: defineContract({
    method: 'delete',
    path: '/events/:eventId/attend',
    access: 'member',
    invalidates: ['events'],
    roundTrips: 5,
    summary: "Annulla l'iscrizione di chi chiama a un evento",
    params: eventParams,
    response: attendResult,
  }),
  listEvents: defineContract({
    method: 'get',
    path: '/events',
    access: 'visitor',
    provides: ['events'],
    roundTrips: 3,
    readsSession: true,
    summary: 'I prossimi eventi (i visitatori vedono solo quelli pubblici, senza link)',
    response: z.array(eventView),
  }),
};
