import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { cursorQuery } from '../shared/paging';
import { contactRequestBody } from './contact';
import { CONTACT_REQUEST_NOT_FOUND, contactRequestView, patientFromRequestView } from './contactRequests';

export const contactRequestParams = z.object({ id: documentIdParam(CONTACT_REQUEST_NOT_FOUND) });

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
    roundTrips: 2,
    summary: 'Le richieste di consulenza, le più recenti prima, con chi le ha gestite e quando',
    query: cursorQuery,
    response: z.array(contactRequestView),
  }),
  createPatientFromRequest: defineContract({
    method: 'post',
    path: '/contact-requests/:id/patient',
    access: 'admin',
    invalidates: ['contactRequests', 'members', 'stats', 'patients'],
    roundTrips: 5,
    summary:
      "Crea il paziente da una richiesta (invito all'indirizzo della richiesta, o collegamento all'account che esiste) e la segna gestita",
    params: contactRequestParams,
    response: patientFromRequestView,
    status: 201,
  }),
  markContactRequestHandled: defineContract({
    method: 'post',
    path: '/contact-requests/:id/handled',
    access: 'admin',
    invalidates: ['contactRequests'],
    roundTrips: 3,
    summary: 'Segna una richiesta di consulenza come gestita, senza invito',
    params: contactRequestParams,
    response: contactRequestView,
  }),
};
