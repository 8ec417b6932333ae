import { defineContract } from '../shared/contract';
import { firstLoadRoutes } from '../shared/firstLoad';
import { actionBody, messageView, passwordResetBody, signupBody } from './account';
import { currentUser, loginBody } from './auth';

/** The auth calls: method, path, access and the zod schemas of what each reads and answers. */
export const authContract = {
  applyActionCode: defineContract({
    method: 'post',
    path: '/auth/action',
    access: 'visitor',
    invalidates: ['session'],
    roundTrips: 5,
    summary: "Usa il codice del link di un'email: conferma l'indirizzo o imposta la nuova password",
    body: actionBody,
    response: messageView,
  }),
  currentUser: defineContract({
    ...firstLoadRoutes.currentUser,
    access: 'member',
    roundTrips: 3,
    summary: "L'utente della sessione",
    response: currentUser,
  }),
  login: defineContract({
    method: 'post',
    path: '/simple-login',
    access: 'visitor',
    invalidates: ['session'],
    roundTrips: 11,
    summary: 'Accesso con email e password: imposta il cookie di sessione',
    body: loginBody,
    response: currentUser,
  }),
  logout: defineContract({
    method: 'get',
    path: '/logout',
    access: 'visitor',
    provides: ['session'],
    roundTrips: 0,
    readsSession: true,
    summary: 'Esce: revoca le sessioni, cancella il cookie e torna alla home',
    response: 'redirect',
  }),
  requestPasswordReset: defineContract({
    method: 'post',
    path: '/auth/password-reset',
    access: 'visitor',
    invalidates: [],
    roundTrips: 4,
    summary: "Chiede l'email per reimpostare la password (stessa risposta per ogni indirizzo)",
    body: passwordResetBody,
    response: messageView,
  }),
  resendVerification: defineContract({
    method: 'post',
    path: '/auth/verification',
    access: 'member',
    invalidates: [],
    roundTrips: 8,
    summary: "Invia di nuovo l'email di conferma dell'indirizzo",
    response: messageView,
  }),
  signup: defineContract({
    method: 'post',
    path: '/auth/signup',
    access: 'visitor',
    invalidates: [],
    roundTrips: 6,
    summary: "Registrazione: crea l'account e registra il consenso (stessa risposta se l'indirizzo ha già un account)",
    body: signupBody,
    response: messageView,
    status: 201,
  }),
};
