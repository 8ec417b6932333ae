import { cursorQuery } from '@app/schemas/admin';
import { contactRequestDoc } from '@app/schemas/entities';
import { z } from 'zod';

import { contactRequestsPage } from '../../data/contactRequests';
import { cursorParam, linkNextPage } from '../../data/pageCursor';
import { defineRoute } from '../route';

export const CONTACT_REQUESTS_PAGE_SIZE = 50;

/**
 * GET /api/contact-requests?cursor= (admin): the consultation requests, newest first, 50 a page;
 * the next page is in the Link header. One round trip.
 */
export const listContactRequestsRoute = defineRoute({
  method: 'get',
  path: '/contact-requests',
  access: 'admin',
  summary: 'Le richieste di consulenza, le più recenti prima',
  query: cursorQuery,
  response: z.array(contactRequestDoc.extend({ createdAt: z.iso.datetime() })),
  async handler({ query, response }) {
    const page = await contactRequestsPage(CONTACT_REQUESTS_PAGE_SIZE, cursorParam(query.cursor));
    linkNextPage(response, '/api/contact-requests', page.next);
    return page.requests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() }));
  },
});
