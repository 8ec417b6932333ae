import { defineContract } from '../shared/contract';
import { analyticsQuery, analyticsView, realtimeAnalyticsView } from './analytics';

/** The analytics calls: method, path, access and the zod schemas of what each reads and answers. */
export const analyticsContract = {
  getAnalytics: defineContract({
    method: 'get',
    path: '/analytics',
    access: 'admin',
    provides: ['analytics'],
    roundTrips: 9,
    summary: 'Le serie giornaliere del periodo, il confronto con il periodo precedente, corsi e membri più attivi',
    query: analyticsQuery,
    response: analyticsView,
  }),
  getRealtimeAnalytics: defineContract({
    method: 'get',
    path: '/analytics/realtime',
    access: 'admin',
    provides: ['analytics'],
    roundTrips: 6,
    summary: 'Le cifre di oggi: membri attivi, post, lezioni completate, tasso di coinvolgimento',
    response: realtimeAnalyticsView,
  }),
};
