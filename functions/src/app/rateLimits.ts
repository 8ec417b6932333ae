import { CONTACT_RATE_LIMIT_MESSAGE } from '@app/schemas/contact';

export interface RateLimit {
  /** The limited action; part of the document id, so separate limits never share a counter. */
  name: string;
  /** Requests allowed per key in one window. */
  max: number;
  windowMs: number;
  /** The Italian message of the 429. */
  message: string;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const LOGIN_FAILURES = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';
const SIGNUPS = 'Troppe registrazioni da questa rete. Riprova più tardi.';
const PASSWORD_RESETS = 'Troppe richieste di reimpostazione della password. Riprova più tardi.';

/**
 * Every limit of the API in one place: generous for a person, tight for a script. Each answers 429
 * with its Italian message and Retry-After.
 */
export const RATE_LIMITS = {
  /** The landing page's consultation form: per client address, per e-mail written in it, and all together. */
  contactPerAddress: { name: 'contact', max: 5, windowMs: 10 * MINUTE, message: CONTACT_RATE_LIMIT_MESSAGE },
  contactPerEmail: { name: 'contact-email', max: 10, windowMs: HOUR, message: CONTACT_RATE_LIMIT_MESSAGE },
  contactGlobal: { name: 'contact-all', max: 300, windowMs: HOUR, message: CONTACT_RATE_LIMIT_MESSAGE },
  /** Per member. */
  postsPerMember: { name: 'posts', max: 30, windowMs: HOUR, message: "Hai pubblicato molti post nell'ultima ora. Riprova più tardi." },
  commentsPerMember: {
    name: 'comments',
    max: 100,
    windowMs: HOUR,
    message: "Hai scritto molti commenti nell'ultima ora. Riprova più tardi.",
  },
  ordersPerMember: {
    name: 'orders',
    max: 20,
    windowMs: HOUR,
    message: "Hai inviato molte richieste di prenotazione nell'ultima ora. Riprova più tardi.",
  },
  /** Failed sign-ins per e-mail (normalised) and per client address (patients may share a network). */
  loginFailuresPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  loginFailuresPerAddress: { name: 'login-address', max: 50, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  /** Accounts (docs/product.md, Accounts and privacy): new accounts per client address, e-mails sent per person. */
  signupsPerAddress: { name: 'signup', max: 5, windowMs: HOUR, message: SIGNUPS },
  /** All together: a script that changes address at every request still makes at most this many accounts an hour. */
  signupsGlobal: { name: 'signup-all', max: 100, windowMs: HOUR, message: SIGNUPS },
  verificationEmailsPerMember: {
    name: 'verify-email',
    max: 5,
    windowMs: HOUR,
    message: "Ti abbiamo già inviato diverse email di conferma nell'ultima ora. Controlla la posta (anche lo spam) o riprova più tardi.",
  },
  passwordResetsPerAddress: { name: 'reset-address', max: 10, windowMs: HOUR, message: PASSWORD_RESETS },
  passwordResetsPerEmail: { name: 'reset-email', max: 3, windowMs: HOUR, message: PASSWORD_RESETS },
  /** Uses of e-mail links (a code is long and random: this only stops a script guessing). */
  actionCodesPerAddress: { name: 'action-code', max: 30, windowMs: 15 * MINUTE, message: 'Troppi tentativi. Riprova tra qualche minuto.' },
  /** Wrong current passwords when changing it, per member. */
  passwordChangeFailuresPerMember: { name: 'password-change', max: 10, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
} satisfies Record<string, RateLimit>;
