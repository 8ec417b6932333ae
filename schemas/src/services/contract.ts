import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { firstLoadRoutes } from '../shared/firstLoad';
import { NOT_FOUND } from '../shared/notFound';
import { adminServiceBody, adminServiceUpdateBody, serviceDeleteResult, serviceView } from './services';

/** The services calls: method, path, access and the zod schemas of what each reads and answers. */
export const servicesContract = {
  listAdminServices: defineContract({
    method: 'get',
    path: '/admin/services',
    access: 'admin',
    provides: ['services'],
    roundTrips: 1,
    summary: 'Tutti i servizi, anche quelli non attivi (prezzi in centesimi)',
    response: z.array(serviceView),
  }),
  createService: defineContract({
    method: 'post',
    path: '/services',
    access: 'admin',
    invalidates: ['services', 'stats'],
    roundTrips: 1,
    summary: 'Crea un servizio del listino (prezzo in centesimi)',
    body: adminServiceBody,
    response: serviceView,
    status: 201,
  }),
  deleteService: defineContract({
    method: 'delete',
    path: '/services/:id',
    access: 'admin',
    invalidates: ['services', 'stats'],
    roundTrips: 3,
    summary: 'Elimina un servizio del listino, o lo disattiva se ha ordini collegati',
    params: z.object({ id: documentIdParam(NOT_FOUND.service) }),
    response: serviceDeleteResult,
  }),
  listServices: defineContract({
    ...firstLoadRoutes.listServices,
    access: 'visitor',
    roundTrips: 1,
    summary: 'Il listino dei servizi attivi (prezzi in centesimi)',
    response: z.array(serviceView),
  }),
  updateService: defineContract({
    method: 'put',
    path: '/services/:id',
    access: 'admin',
    invalidates: ['services'],
    roundTrips: 2,
    summary: 'Modifica un servizio del listino (prezzo in centesimi)',
    params: z.object({ id: documentIdParam(NOT_FOUND.service) }),
    body: adminServiceUpdateBody,
    response: serviceView,
  }),
};
