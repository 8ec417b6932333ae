import { contactContract, contactRequestView } from '@app/schemas/content/contract';
import { storedValues } from '@app/schemas/shared/entityView';

import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { contactRequestsPage } from '../data/contactRequests';

export const CONTACT_REQUESTS_PAGE_SIZE = 50;

/**
 * GET /api/contact-requests?cursor= (admin): the consultation requests, newest first, 50 a page;
 * the next page is in the Link header. One round trip.
 */
export const listContactRequestsRoute = implement(contactContract.listContactRequests, async ({ query, response }) => {
  const page = await contactRequestsPage(CONTACT_REQUESTS_PAGE_SIZE, cursorParam(query.cursor));
  linkNextPage(response, '/api/contact-requests', page.next);
  return page.requests.map((request) => storedValues(contactRequestView, request));
});
