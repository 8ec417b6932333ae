import type { StatsView } from '@app/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const statsKeys = {
  all: ['/api/stats'] as const,
};

/** GET /api/stats: the home page's four figures. */
export const statsQuery = () => queryOptions<StatsView>({ queryKey: statsKeys.all });

export const useStats = () => useQuery(statsQuery());
