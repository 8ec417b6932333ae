import { type AnalyticsPeriod, type AnalyticsView, REALTIME_FALLBACK, type RealtimeAnalyticsView } from '@app/schemas/analytics';
import { useQuery } from '@tanstack/react-query';

/** docs/product.md (Constants): the realtime figures are polled every 30 seconds. */
export const REALTIME_POLL_MS = 30_000;

export const analyticsKeys = {
  period: (period: AnalyticsPeriod) => [`/api/analytics?period=${period}`],
  realtime: ['/api/analytics/realtime'],
} as const;

export const useAnalytics = (period: AnalyticsPeriod) =>
  useQuery<AnalyticsView>({ queryKey: analyticsKeys.period(period), staleTime: 60_000 });

/** Today's figures; docs/product.md (Constants) fallback figures only while the call fails. */
export function useRealtimeAnalytics() {
  const query = useQuery<RealtimeAnalyticsView>({ queryKey: analyticsKeys.realtime, refetchInterval: REALTIME_POLL_MS, staleTime: 0 });
  return { ...query, figures: query.isError ? REALTIME_FALLBACK : query.data, isFallback: query.isError };
}
