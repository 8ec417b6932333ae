import type { ApiRoute } from '../../../shared/route';
import { getAdminStatsRoute } from './getAdminStats.handler';
import { getStatsRoute } from './getStats.handler';

/** The stats routes, in the order Express tries them. */
export const statsRoutes: readonly ApiRoute[] = [getStatsRoute, getAdminStatsRoute];
