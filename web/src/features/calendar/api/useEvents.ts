import { useQuery } from '@tanstack/react-query';
import type { EventView } from '@app/schemas/events';

/** GET /api/events: public upcoming events for visitors, every upcoming event for members. */
export function useEvents() {
  return useQuery<EventView[]>({ queryKey: ['/api/events'] });
}
