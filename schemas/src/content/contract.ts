import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { cursorQuery } from '../shared/paging';
import { contactRequestBody } from './contact';
import { contactRequestDoc } from './entities';

/** The contact calls: method, path, access and the zod schemas of what each reads and answers. */
export const contactContract = {
  createContactRequest: defineContract({
    method: 'post',
    path: '/contact',
    access: 'visitor',
    invalidates: ['contactRequests'],
    roundTrips: 3,
    summary: 'Invia una richiesta di consulenza dal sito',
    body: contactRequestBody,
    response: z.object({ message: z.string() }),
  }),
  listContactRequests: defineContract({
    method: 'get',
    path: '/contact-requests',
    access: 'admin',
    provides: ['contactRequests'],
    roundTrips: 1,
    summary: 'Le richieste di consulenza, le più recenti prima',
    query: cursorQuery,
    response: z.array(contactRequestDoc.extend({ createdAt: z.iso.datetime() })),
  }),
};
