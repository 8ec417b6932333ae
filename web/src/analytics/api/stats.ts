import { statsContract } from '@app/schemas/analytics/statsContract';
import { useQuery } from '@tanstack/react-query';

import { contractQuery } from '../../shared/api/client';

/** The home page's four figures. */
export const statsQuery = () => contractQuery(statsContract.getStats);

export const useStats = () => useQuery(statsQuery());
