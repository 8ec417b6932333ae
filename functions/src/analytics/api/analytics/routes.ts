import type { ApiRoute } from '../../../shared/route';
import { getAnalyticsRoute } from './getAnalytics.handler';
import { getPracticeAnalyticsRoute } from './getPracticeAnalytics.handler';
import { getRealtimeAnalyticsRoute } from './getRealtimeAnalytics.handler';

/** The analytics routes, in the order Express tries them. */
export const analyticsRoutes: readonly ApiRoute[] = [getAnalyticsRoute, getRealtimeAnalyticsRoute, getPracticeAnalyticsRoute];
