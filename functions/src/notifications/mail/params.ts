import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * The mail path's configuration (docs/email.md). Declared parameters: `firebase deploy` asks for
 * them (or reads `functions/.env.<project-id>`); on the emulators the local stack writes them in
 * `functions/.env.local` (MailDev) and the secrets in `functions/.secret.local`.
 */

/** 'app': the `onMailCreated` trigger sends; 'extension': the Trigger Email extension sends and the trigger stays idle. */
export const MAIL_SENDER = defineString('MAIL_SENDER', {
  default: 'app',
  description: "Chi invia i documenti mail: 'app' (la funzione onMailCreated) o 'extension' (l'estensione Trigger Email)",
});
export const SMTP_HOST = defineString('SMTP_HOST', { description: 'Server SMTP del provider di posta' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 587, description: 'Porta SMTP (587 con STARTTLS, 465 con TLS)' });
/** true for port 465 (TLS from the start); false uses STARTTLS when the server offers it. */
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', { default: false, description: 'TLS dalla connessione (porta 465)' });
export const SMTP_USER = defineString('SMTP_USER', { default: '', description: "Utente SMTP (vuoto: nessun'autenticazione)" });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** Seconds to wait for the server's connection and greeting before the attempt fails (and is retried). */
export const SMTP_TIMEOUT_SECONDS = defineInt('SMTP_TIMEOUT_SECONDS', { default: 20 });
/** Attempts to send one e-mail; after the last one its state is ERROR and the admin sees it. */
export const MAIL_MAX_ATTEMPTS = defineInt('MAIL_MAX_ATTEMPTS', { default: 8 });
/** E-mails one recipient may receive per hour in each category (a storm of reminders is impossible). */
export const MAIL_PER_RECIPIENT_PER_HOUR = defineInt('MAIL_PER_RECIPIENT_PER_HOUR', { default: 10 });
/** The site's public address, for the links of e-mails written by triggers (no request to read it from). */
export const SITE_URL = defineString('SITE_URL', { description: 'Indirizzo pubblico del sito, es. https://www.nutrizionefunzionale.it' });
/** Signs the unsubscribe links (HMAC); changing it invalidates the links already sent. */
export const MAIL_LINK_SECRET = defineSecret('MAIL_LINK_SECRET');
