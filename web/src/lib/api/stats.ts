import { statsContract } from '@app/schemas/contracts/stats';
import { useQuery } from '@tanstack/react-query';

import { contractQuery, keyOf } from './client';

export const statsKeys = {
  all: keyOf(statsContract.getStats),
};

/** The home page's four figures. */
export const statsQuery = () => contractQuery(statsContract.getStats);

export const useStats = () => useQuery(statsQuery());
