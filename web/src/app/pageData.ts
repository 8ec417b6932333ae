import { homeReads } from '@app/schemas/app/homeReads';
import type { QueryClient } from '@tanstack/react-query';

import { coursesQuery } from '../classroom/api/courses';
import { postsFeedQuery } from '../community/api/posts';
import { diaryConsentQuery, diaryRangeQuery, questionnairesQuery } from '../diary/api/diary';
import { timelineRange } from '../diary/lib/timelineRange';
import { eventsQuery } from '../events/api/events';
import { myFodmapQuery } from '../fodmap/api/fodmap';
import { myOrdersQuery } from '../services/api/orders';
import { servicesQuery } from '../services/api/services';
import { contractQuery } from '../shared/api/client';

/**
 * The first query of each page that has one, started by the route's loader (preload.ts) beside
 * the page's chunk. A lazy module of its own: the API layer stays out of the entry chunk, which the
 * landing page loads; the app's HTML preloads it with the members' frame.
 */
export const pageData = {
  // The member's home, where the app opens: the appointment card sits above the figures, so both
  // are asked for at once. No last copy is painted before the session has answered (a shared
  // device shows nothing of the last person's): the skeleton keeps their places.
  home: (client: QueryClient) => Promise.all(homeReads.map((contract) => client.prefetchQuery(contractQuery(contract)))),
  community: (client: QueryClient) => client.prefetchInfiniteQuery(postsFeedQuery()),
  services: (client: QueryClient) => client.prefetchQuery(servicesQuery()),
  calendar: (client: QueryClient) => client.prefetchQuery(eventsQuery()),
  classroom: (client: QueryClient) => client.prefetchQuery(coursesQuery()),
  // The invoices and the member's services (its list of orders).
  myOrders: (client: QueryClient) => client.prefetchQuery(myOrdersQuery()),
  diary: (client: QueryClient) =>
    Promise.all([
      client.prefetchQuery(diaryConsentQuery()),
      client.prefetchQuery(diaryRangeQuery(timelineRange())),
      client.prefetchQuery(questionnairesQuery()),
      client.prefetchQuery(myFodmapQuery()),
    ]),
  fodmap: (client: QueryClient) => client.prefetchQuery(myFodmapQuery()),
};

export type PageData = keyof typeof pageData;
