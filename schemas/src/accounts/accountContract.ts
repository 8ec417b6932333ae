import { defineContract } from '../shared/contract';
import { accountDeletionBody, messageView, passwordChangeBody, profileBody } from './account';
import { currentUser } from './auth';

/** The account calls: method, path, access and the zod schemas of what each reads and answers. */
export const accountContract = {
  changePassword: defineContract({
    method: 'put',
    path: '/account/password',
    access: 'member',
    invalidates: ['session'],
    roundTrips: 9,
    summary: 'Cambia la password (serve quella attuale); chiude le altre sessioni',
    body: passwordChangeBody,
    response: messageView,
  }),
  deleteAccount: defineContract({
    method: 'delete',
    path: '/account',
    access: 'member',
    invalidates: ['session'],
    roundTrips: 6,
    summary: "Elimina l'account e i dati della persona (serve la password); delle fatture restano solo i dati fiscali",
    body: accountDeletionBody,
    response: messageView,
  }),
  exportAccount: defineContract({
    method: 'get',
    path: '/account/export',
    access: 'member',
    provides: ['account'],
    roundTrips: 27,
    summary: 'Scarica tutti i propri dati (JSON)',
    response: { contentType: 'application/json; charset=utf-8' },
  }),
  exportAccountSummary: defineContract({
    method: 'get',
    path: '/account/export.html',
    access: 'member',
    provides: ['account'],
    roundTrips: 27,
    summary: 'Riepilogo leggibile di tutti i propri dati (pagina HTML in italiano, lo stesso contenuto del JSON)',
    response: { contentType: 'text/html; charset=utf-8' },
  }),
  updateProfile: defineContract({
    method: 'put',
    path: '/account/profile',
    access: 'member',
    invalidates: ['account', 'session', 'posts', 'members'],
    roundTrips: 5,
    summary: 'Modifica nome e cognome del proprio profilo',
    body: profileBody,
    response: currentUser,
  }),
};
