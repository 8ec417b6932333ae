import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { cursorQuery } from '../shared/paging';
import {
  conversationList,
  markMessagesReadResult,
  messageBody,
  messageList,
  messageView,
  messagingSettingBody,
  messagingSettingView,
  messagingStatus,
  sendMessageBody,
  unreadMessages,
} from './messages';

/**
 * /admin/…/:uid: a patient's uid. Declared here rather than taken from the patients' contracts, so
 * the bell (which reads the unread messages on every members' page) loads none of the diary's schemas.
 */
const patientParams = z.object({ uid: documentIdParam(NOT_FOUND.patient) });

/** The messages calls (docs/messages.md): the patient's thread and the doctor's inbox. */
export const messagesContract = {
  listMessages: defineContract({
    method: 'get',
    path: '/messages',
    access: 'member',
    provides: ['messages'],
    roundTrips: 2,
    summary: 'I messaggi con la nutrizionista, dal più recente, 30 per pagina (Link rel="next")',
    query: cursorQuery,
    response: messageList,
  }),
  sendMessage: defineContract({
    method: 'post',
    path: '/messages',
    access: 'member',
    invalidates: ['messages'],
    roundTrips: 7,
    summary:
      'Scrive alla nutrizionista (solo con un percorso online attivo o i messaggi aperti da lei); con lo stesso clientId un nuovo invio risponde il messaggio già salvato',
    body: sendMessageBody,
    response: messageView,
    status: 201,
  }),
  markMessagesRead: defineContract({
    method: 'post',
    path: '/messages/read',
    access: 'member',
    invalidates: ['messages', 'notifications'],
    roundTrips: 2,
    summary: 'Segna come letti i messaggi della nutrizionista',
    response: markMessagesReadResult,
  }),
  messagingStatus: defineContract({
    method: 'get',
    path: '/messages/status',
    access: 'member',
    provides: ['messages'],
    roundTrips: 2,
    summary: 'Se si può scrivere alla nutrizionista, e perché no',
    response: messagingStatus,
  }),
  unreadMessages: defineContract({
    method: 'get',
    path: '/messages/unread',
    access: 'member',
    provides: ['messages'],
    roundTrips: 1,
    summary: 'Quanti messaggi non sono letti (per la nutrizionista: quelli dei pazienti) e quando è cambiato qualcosa',
    response: unreadMessages,
  }),
  listConversations: defineContract({
    method: 'get',
    path: '/admin/conversations',
    access: 'doctor',
    provides: ['messages'],
    roundTrips: 2,
    summary: "Le conversazioni con i pazienti, prima quelle con messaggi non letti, con l'ultimo messaggio",
    response: conversationList,
  }),
  conversationMessages: defineContract({
    method: 'get',
    path: '/admin/conversations/:uid/messages',
    access: 'doctor',
    provides: ['messages'],
    roundTrips: 3,
    summary: 'I messaggi con un paziente, dal più recente, 30 per pagina (apertura registrata nel registro)',
    params: patientParams,
    query: cursorQuery,
    response: messageList,
  }),
  replyToPatient: defineContract({
    method: 'post',
    path: '/admin/conversations/:uid/messages',
    access: 'doctor',
    invalidates: ['messages'],
    roundTrips: 4,
    summary: 'Scrive a un paziente',
    params: patientParams,
    body: messageBody,
    response: messageView,
    status: 201,
  }),
  markConversationRead: defineContract({
    method: 'post',
    path: '/admin/conversations/:uid/read',
    access: 'doctor',
    invalidates: ['messages'],
    roundTrips: 3,
    summary: 'Segna come letti i messaggi di un paziente',
    params: patientParams,
    response: markMessagesReadResult,
  }),
  setMessaging: defineContract({
    method: 'put',
    path: '/admin/patients/:uid/messaging',
    access: 'doctor',
    invalidates: ['messages'],
    roundTrips: 2,
    summary: 'Apre o chiude i messaggi di un paziente',
    params: patientParams,
    body: messagingSettingBody,
    response: messagingSettingView,
  }),
};
