import { type AnalyticsPeriod, REALTIME_FALLBACK } from '@app/schemas/analytics/analytics';
import { analyticsContract } from '@app/schemas/analytics/analyticsContract';
import { useQuery } from '@tanstack/react-query';

import { contractQuery } from '../../shared/api/client';

/** docs/product.md (Constants): the realtime figures are polled every 30 seconds. */
export const REALTIME_POLL_MS = 30_000;

export const useAnalytics = (period: AnalyticsPeriod) =>
  useQuery({ ...contractQuery(analyticsContract.getAnalytics, { query: { period } }), staleTime: 60_000 });

/** Today's figures; docs/product.md (Constants) fallback figures only while the call fails. */
export function useRealtimeAnalytics() {
  const query = useQuery({ ...contractQuery(analyticsContract.getRealtimeAnalytics), refetchInterval: REALTIME_POLL_MS, staleTime: 0 });
  return { ...query, figures: query.isError ? REALTIME_FALLBACK : query.data, isFallback: query.isError };
}

/** The practice's weeks and months (docs/api.md, "The practice's figures"). */
export const usePracticeAnalytics = () => useQuery({ ...contractQuery(analyticsContract.getPracticeAnalytics), staleTime: 60_000 });
