import { statsContract } from '@app/schemas/analytics/statsContract';
import { useQuery } from '@tanstack/react-query';

import { contractQuery } from '../../shared/api/client';

/**
 * The admin dashboard's figures. A file apart from the home page's (stats.ts): the admin's frame and
 * the member's home are different pages, and one file for both would be a chunk of its own on each.
 */
export const useAdminStats = () => useQuery(contractQuery(statsContract.getAdminStats));
