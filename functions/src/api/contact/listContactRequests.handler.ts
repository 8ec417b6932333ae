import { z } from 'zod';
import { contactRequestDoc } from '@app/schemas/entities';
import { newestContactRequests } from '../../data/contactRequests';
import { defineRoute } from '../route';

const PAGE_SIZE = 100;

/** GET /api/contact-requests (admin): the newest consultation requests first. */
export const listContactRequestsRoute = defineRoute({
  method: 'get',
  path: '/contact-requests',
  access: 'admin',
  summary: 'Le richieste di consulenza più recenti',
  response: z.array(contactRequestDoc.extend({ createdAt: z.iso.datetime() })),
  async handler() {
    const requests = await newestContactRequests(PAGE_SIZE);
    return requests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() }));
  },
});
