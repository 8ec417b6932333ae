import type { QueryClient } from '@tanstack/react-query';

import { timelineRange } from '../features/diary/lib/timelineRange';
import { coursesQuery } from '../lib/api/courses';
import { diaryConsentQuery, diaryKeys } from '../lib/api/diary';
import { eventsQuery } from '../lib/api/events';
import { myOrdersQuery } from '../lib/api/orders';
import { postsFeedQuery } from '../lib/api/posts';
import { servicesQuery } from '../lib/api/services';

/**
 * The first query of each page that has one, started by the route's loader (preload.ts) beside
 * the page's chunk. A lazy module of its own: the API layer stays out of the entry chunk, which the
 * landing page loads; the app's HTML preloads it with the members' frame.
 */
export const pageData = {
  community: (client: QueryClient) => client.prefetchInfiniteQuery(postsFeedQuery()),
  services: (client: QueryClient) => client.prefetchQuery(servicesQuery()),
  calendar: (client: QueryClient) => client.prefetchQuery(eventsQuery()),
  classroom: (client: QueryClient) => client.prefetchQuery(coursesQuery()),
  invoices: (client: QueryClient) => client.prefetchQuery(myOrdersQuery()),
  diary: (client: QueryClient) =>
    Promise.all([
      client.prefetchQuery(diaryConsentQuery()),
      client.prefetchQuery({ queryKey: diaryKeys.range(timelineRange()) }),
      client.prefetchQuery({ queryKey: diaryKeys.questionnaires }),
    ]),
};

export type PageData = keyof typeof pageData;
