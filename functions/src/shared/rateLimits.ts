export interface RateLimit {
  /** The limited action; part of the document id, so separate limits never share a counter. */
  name: string;
  /** Requests allowed per key in one window. */
  max: number;
  windowMs: number;
  /** The Italian message of the 429. */
  message: string;
}

/**
 * The limits of a guessable secret (a password at sign-in, the current password before a change, a
 * reset request), shaped so a stranger cannot turn them against the owner (docs/security.md,
 * Throttling): per subject AND client address (one device guessing), per address (one network
 * trying many accounts), and the subject's own budget, in two windows (a quarter hour, then a
 * day), which refuses every address the owner never succeeded from (data/attemptThrottle.ts).
 */
export interface AttemptLimits {
  perSubjectAndAddress: RateLimit;
  perAddress: RateLimit;
  /** The subject's budget from unknown addresses: the shorter window first, then the longer. */
  perSubject: readonly [RateLimit, RateLimit];
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOGIN_FAILURES = 'Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.';
const SIGNUPS = 'Troppe registrazioni da questa rete. Riprova più tardi.';
const CONTACTS = 'Hai inviato troppe richieste in poco tempo. Riprova tra qualche minuto o chiamami direttamente.';
const PASSWORD_RESETS = 'Troppe richieste di reimpostazione della password. Riprova più tardi.';

/**
 * Every limit of the API in one place: generous for a person, tight for a script. Each answers 429
 * with its Italian message and Retry-After.
 */
export const RATE_LIMITS = {
  /** The landing page's consultation form: per client address, per e-mail written in it, and all together. */
  contactPerAddress: { name: 'contact', max: 5, windowMs: 10 * MINUTE, message: CONTACTS },
  contactPerEmail: { name: 'contact-email', max: 10, windowMs: HOUR, message: CONTACTS },
  contactGlobal: { name: 'contact-all', max: 300, windowMs: HOUR, message: CONTACTS },
  /** Per member. */
  postsPerMember: { name: 'posts', max: 30, windowMs: HOUR, message: "Hai pubblicato molti post nell'ultima ora. Riprova più tardi." },
  commentsPerMember: {
    name: 'comments',
    max: 100,
    windowMs: HOUR,
    message: "Hai scritto molti commenti nell'ultima ora. Riprova più tardi.",
  },
  /** Messages with the doctor (docs/messages.md), per person, the doctor included. */
  messagesPerPerson: {
    name: 'messages',
    max: 30,
    windowMs: MINUTE,
    message: 'Hai scritto molti messaggi in un minuto. Aspetta un momento e riprova.',
  },
  /** Devices switched on for push notifications (docs/push.md), per member: a person has a few. */
  pushDevicesPerMember: {
    name: 'push-devices',
    max: 30,
    windowMs: HOUR,
    message: "Hai attivato le notifiche su molti dispositivi nell'ultima ora. Riprova più tardi.",
  },
  /** Appointment requests and moves, per member: a person asks for a few (docs/appointments.md, Open requests). */
  appointmentRequestsPerMember: {
    name: 'appointment-requests',
    max: 10,
    windowMs: HOUR,
    message: "Hai chiesto o spostato molti appuntamenti nell'ultima ora. Riprova più tardi.",
  },
  /** 'Paga ora' (docs/payments.md), per member: each opens or reopens a Stripe Checkout page. */
  checkoutsPerMember: {
    name: 'checkouts',
    max: 30,
    windowMs: HOUR,
    message: "Hai aperto molti pagamenti nell'ultima ora. Riprova più tardi.",
  },
  ordersPerMember: {
    name: 'orders',
    max: 20,
    windowMs: HOUR,
    message: "Hai inviato molte richieste di prenotazione nell'ultima ora. Riprova più tardi.",
  },
  /**
   * Failed sign-ins (data/attemptThrottle.ts): refused per e-mail from one client address and per
   * address (patients may share a network); per e-mail from the addresses its owner never signed in
   * from, 20 a quarter hour (80 an hour at most: ASVS 2.2.1 allows 100) and 60 a day.
   */
  loginFailuresPerEmailAndAddress: { name: 'login-pair', max: 10, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  loginFailuresPerAddress: { name: 'login-address', max: 50, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  loginFailuresPerEmail: { name: 'login-email', max: 20, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  loginFailuresPerEmailDaily: { name: 'login-email-day', max: 60, windowMs: DAY, message: LOGIN_FAILURES },
  /** Accounts (docs/product.md, Accounts and privacy): new accounts per client address, e-mails sent per person. */
  signupsPerAddress: { name: 'signup', max: 5, windowMs: HOUR, message: SIGNUPS },
  /** All together: a script that changes address at every request still makes at most this many accounts an hour. */
  signupsGlobal: { name: 'signup-all', max: 100, windowMs: HOUR, message: SIGNUPS },
  /** Notes to the owner of an address someone tried to sign up with: past this, the same answer and no e-mail. */
  signupNotesPerEmail: { name: 'signup-note', max: 3, windowMs: HOUR, message: SIGNUPS },
  verificationEmailsPerMember: {
    name: 'verify-email',
    max: 5,
    windowMs: HOUR,
    message: "Ti abbiamo già inviato diverse email di conferma nell'ultima ora. Controlla la posta (anche lo spam) o riprova più tardi.",
  },
  /** Reset e-mails, shaped as the sign-in's: per e-mail from one address, per address, and per e-mail from unknown addresses. */
  passwordResetsPerEmailAndAddress: { name: 'reset-pair', max: 3, windowMs: HOUR, message: PASSWORD_RESETS },
  passwordResetsPerAddress: { name: 'reset-address', max: 10, windowMs: HOUR, message: PASSWORD_RESETS },
  passwordResetsPerEmail: { name: 'reset-email', max: 5, windowMs: HOUR, message: PASSWORD_RESETS },
  passwordResetsPerEmailDaily: { name: 'reset-email-day', max: 10, windowMs: DAY, message: PASSWORD_RESETS },
  /** Uses of e-mail links (a code is long and random: this only stops a script guessing). */
  actionCodesPerAddress: { name: 'action-code', max: 30, windowMs: 15 * MINUTE, message: 'Troppi tentativi. Riprova tra qualche minuto.' },
  /** Wrong current passwords (a password change, the erasure, a role change), shaped as the sign-in's. */
  currentPasswordFailuresPerMemberAndAddress: { name: 'password-check-pair', max: 10, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  currentPasswordFailuresPerAddress: { name: 'password-check-address', max: 50, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  currentPasswordFailuresPerMember: { name: 'password-check', max: 20, windowMs: 15 * MINUTE, message: LOGIN_FAILURES },
  currentPasswordFailuresPerMemberDaily: { name: 'password-check-day', max: 60, windowMs: DAY, message: LOGIN_FAILURES },
} satisfies Record<string, RateLimit>;

/** The three throttled secrets (data/attemptThrottle.ts). */
export const ATTEMPT_LIMITS = {
  login: {
    perSubjectAndAddress: RATE_LIMITS.loginFailuresPerEmailAndAddress,
    perAddress: RATE_LIMITS.loginFailuresPerAddress,
    perSubject: [RATE_LIMITS.loginFailuresPerEmail, RATE_LIMITS.loginFailuresPerEmailDaily],
  },
  currentPassword: {
    perSubjectAndAddress: RATE_LIMITS.currentPasswordFailuresPerMemberAndAddress,
    perAddress: RATE_LIMITS.currentPasswordFailuresPerAddress,
    perSubject: [RATE_LIMITS.currentPasswordFailuresPerMember, RATE_LIMITS.currentPasswordFailuresPerMemberDaily],
  },
  passwordReset: {
    perSubjectAndAddress: RATE_LIMITS.passwordResetsPerEmailAndAddress,
    perAddress: RATE_LIMITS.passwordResetsPerAddress,
    perSubject: [RATE_LIMITS.passwordResetsPerEmail, RATE_LIMITS.passwordResetsPerEmailDaily],
  },
} satisfies Record<string, AttemptLimits>;
