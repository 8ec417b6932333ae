import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { invitationBody, invitationView } from './account';
import { adminUsersQuery, adminUserView, userRoleBody, userStatusBody } from './members';

/** /admin/users/:uid/…: an id that can name no user is the 404. */
export const userParams = z.object({ uid: documentIdParam(NOT_FOUND.user) });

/** The members calls: method, path, access and the zod schemas of what each reads and answers. */
export const membersContract = {
  createInvitation: defineContract({
    method: 'post',
    path: '/admin/invitations',
    access: 'admin',
    invalidates: ['members', 'stats', 'patients'],
    roundTrips: 3,
    summary: 'Invita un paziente: crea il suo account e restituisce il link per scegliere la password',
    body: invitationBody,
    response: invitationView,
    status: 201,
  }),
  listAdminUsers: defineContract({
    method: 'get',
    path: '/admin/users',
    access: 'admin',
    provides: ['members'],
    roundTrips: 1,
    summary: 'I membri, i più recenti prima; cerca per nome o e-mail',
    query: adminUsersQuery,
    response: z.array(adminUserView),
  }),
  setUserRole: defineContract({
    method: 'put',
    path: '/admin/users/:uid/role',
    access: 'admin',
    invalidates: ['members', 'audit'],
    roundTrips: 7,
    summary: 'Dà o toglie il ruolo di amministratore o di medico (serve la password di chi agisce)',
    params: userParams,
    body: userRoleBody,
    response: adminUserView,
  }),
  setUserStatus: defineContract({
    method: 'put',
    path: '/admin/users/:uid/status',
    access: 'admin',
    invalidates: ['members', 'audit'],
    roundTrips: 2,
    summary: "Disattiva o riattiva l'account di un membro",
    params: userParams,
    body: userStatusBody,
    response: adminUserView,
  }),
};
