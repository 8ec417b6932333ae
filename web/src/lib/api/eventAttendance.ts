import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendResult } from '@app/schemas/events';
import { apiRequest } from '../apiRequest';

/** GET /api/events, which carries the caller's isAttending and every event's attendeeCount. */
export const EVENTS_KEY = ['/api/events'] as const;

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** GET /api/events/{eventId}/ics: the link that downloads the event for the member's calendar. */
export const eventCalendarFileUrl = (eventId: string) => `${eventPath(eventId)}/ics`;

/**
 * POST (register) or DELETE (cancel) /api/events/{eventId}/attend; the events are refetched
 * afterwards, also after a refusal (the event may have filled up meanwhile).
 */
export function useEventAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, attend }: { eventId: string; attend: boolean }) =>
      (await apiRequest(attend ? 'POST' : 'DELETE', `${eventPath(eventId)}/attend`)).json() as Promise<AttendResult>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
