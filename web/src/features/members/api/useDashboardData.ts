import { useQuery } from '@tanstack/react-query';
import type { EventView } from '@app/schemas/events';
import type { PostView } from '@app/schemas/posts';
import type { StatsView } from '@app/schemas/stats';

/** GET /api/stats, /api/posts and /api/events with the default query function (SPEC §7). */
export const useStats = () => useQuery<StatsView>({ queryKey: ['/api/stats'] });
export const useLatestPosts = () => useQuery<PostView[]>({ queryKey: ['/api/posts'] });
export const useUpcomingEvents = () => useQuery<EventView[]>({ queryKey: ['/api/events'] });
