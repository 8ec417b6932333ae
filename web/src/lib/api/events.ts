import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventView } from '@app/schemas/events';

export const eventKeys = {
  all: ['/api/events'] as const,
};

/** GET /api/events: public upcoming events for visitors, every upcoming event for members. */
export const eventsQuery = () => queryOptions<EventView[]>({ queryKey: eventKeys.all });

export const useEvents = () => useQuery(eventsQuery());
