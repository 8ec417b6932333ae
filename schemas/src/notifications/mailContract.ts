import { defineContract } from '../shared/contract';
import { emailPreferences, failedMailList, unsubscribeQuery } from './mail';

/** The e-mail calls (docs/email.md): preferences, the unsubscribe link, the admin's failed e-mails. */
export const mailContract = {
  getEmailPreferences: defineContract({
    method: 'get',
    path: '/account/email-preferences',
    access: 'member',
    provides: ['mail'],
    roundTrips: 1,
    summary: 'Le email facoltative che il membro riceve (promemoria, notifiche)',
    response: emailPreferences,
  }),
  updateEmailPreferences: defineContract({
    method: 'put',
    path: '/account/email-preferences',
    access: 'member',
    invalidates: ['mail'],
    roundTrips: 1,
    summary: 'Attiva o disattiva le email facoltative (promemoria, notifiche)',
    body: emailPreferences,
    response: emailPreferences,
  }),
  unsubscribe: defineContract({
    method: 'get',
    path: '/mail/unsubscribe',
    access: 'visitor',
    provides: ['mail'],
    roundTrips: 0,
    summary: "Disattiva una categoria di email dal link dell'email (senza accesso)",
    query: unsubscribeQuery,
    response: { contentType: 'text/html; charset=utf-8' },
  }),
  listFailedMails: defineContract({
    method: 'get',
    path: '/admin/mail/failed',
    access: 'admin',
    provides: ['mail'],
    roundTrips: 1,
    summary: 'Le email non consegnate dopo tutti i tentativi (le più recenti)',
    response: failedMailList,
  }),
};
