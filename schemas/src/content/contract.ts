import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { wireOf } from '../shared/entityView';
import { cursorQuery } from '../shared/paging';
import { contactRequestBody } from './contact';
import { contactRequestDoc } from './entities';

/**
 * A request as the admin reads it: every stored field, picked (shared/entityView.ts), so a field
 * added to the store is not shown unseen; the time as an ISO date-time.
 */
export const contactRequestView = wireOf(contactRequestDoc)
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    consultationType: true,
    message: true,
    privacyAccepted: true,
    createdAt: true,
  })
  .extend({ createdAt: z.iso.datetime() });

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
    response: z.array(contactRequestView),
  }),
};
