import { eventsContract } from '@app/schemas/events/contract';
import type { AdminEventBody } from '@app/schemas/events/events';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, urlOf } from '../../shared/api/client';

/** Public upcoming events for visitors; for members those of their level, with isAttending. */
export const eventsQuery = () => contractQuery(eventsContract.listEvents);

export const useEvents = () => useQuery(eventsQuery());

/** The link that downloads the event (.ics) for the member's calendar. */
export const eventCalendarFileUrl = (eventId: string) => urlOf(eventsContract.eventCalendarFile, { params: { eventId } });

/**
 * Registers for (attend) or cancels (leave) an event; the events (with isAttending and the counts)
 * are refetched afterwards, also after a refusal: the event may have filled up meanwhile.
 */
export function useEventAttendance() {
  return useMutation({
    meta: invalidatedBy(eventsContract.attendEvent, eventsContract.leaveEvent),
    mutationFn: ({ eventId, attend }: { eventId: string; attend: boolean }) =>
      api(attend ? eventsContract.attendEvent : eventsContract.leaveEvent, { params: { eventId } }),
  });
}

// The admin area's reads and writes (docs/product.md, Screens and Data fetching): what each write
// changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).

export const useAdminEvents = () => useQuery(contractQuery(eventsContract.listAdminEvents));

export function useCreateEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.createAdminEvent),
    mutationFn: (body: AdminEventBody) => api(eventsContract.createAdminEvent, { body }),
  });
}

// Content management: events edited and deleted.

export function useUpdateEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.updateAdminEvent),
    mutationFn: ({ id, body }: { id: string; body: AdminEventBody }) => api(eventsContract.updateAdminEvent, { params: { id }, body }),
  });
}

export function useDeleteEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.deleteAdminEvent),
    mutationFn: (id: string) => api(eventsContract.deleteAdminEvent, { params: { id } }),
  });
}
