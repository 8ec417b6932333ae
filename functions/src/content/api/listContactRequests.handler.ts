import { contactContract } from '@app/schemas/content/contract';

import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { contactRequestsPage } from '../data/contactRequests';
import { contactRequestViewOf, handlerNamesOf } from './contactRequestView';

export const CONTACT_REQUESTS_PAGE_SIZE = 50;

/**
 * GET /api/contact-requests?cursor= (admin): the consultation requests, newest first, 50 a page;
 * the next page is in the Link header. One round trip, and one more for the names of who handled
 * those of the page that are handled.
 */
export const listContactRequestsRoute = implement(contactContract.listContactRequests, async ({ query, response }) => {
  const page = await contactRequestsPage(CONTACT_REQUESTS_PAGE_SIZE, cursorParam(query.cursor));
  linkNextPage(response, '/api/contact-requests', page.next);
  const names = await handlerNamesOf(page.requests);
  return page.requests.map((request) => contactRequestViewOf(request, names));
});
