import type { AttendResult, EventView } from '@app/schemas/events';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';

export const eventKeys = {
  all: ['/api/events'] as const,
};

/** GET /api/events: public upcoming events for visitors; for members those of their level, with isAttending. */
export const eventsQuery = () => queryOptions<EventView[]>({ queryKey: eventKeys.all });

export const useEvents = () => useQuery(eventsQuery());

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** GET /api/events/{eventId}/ics: the link that downloads the event for the member's calendar. */
export const eventCalendarFileUrl = (eventId: string) => `${eventPath(eventId)}/ics`;

/**
 * POST (register) or DELETE (cancel) /api/events/{eventId}/attend; the events (with isAttending and
 * the counts) are refetched afterwards, also after a refusal: the event may have filled up meanwhile.
 */
export function useEventAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, attend }: { eventId: string; attend: boolean }) =>
      apiJson<AttendResult>(attend ? 'POST' : 'DELETE', `${eventPath(eventId)}/attend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
