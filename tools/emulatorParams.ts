/**
 * The functions' parameters on this machine, for the local stack (written to the files the
 * emulators read) and for the API tests (set on the test process, which runs the functions itself).
 * The Auth emulator accepts any Web API key; the Sistema TS settings point at the local stand-in with
 * its own certificate (docs/fiscal.md); e-mail goes to MailDev, with short SMTP timeouts and fewer
 * attempts than the event bridge makes, so a test sees an ERROR state (docs/email.md); push
 * notifications are signed with a VAPID pair made for this machine (docs/push.md); Stripe is the
 * local stand-in, with test secrets of its own (docs/payments.md).
 */
import { declaredParams } from 'firebase-functions/params';

import { STAND_IN_CREDENTIALS } from './sistemaTs/standIn';
import { STRIPE_STAND_IN_SECRETS } from './stripe/standIn';
import type { VapidKeys } from './vapidKeys';

interface ParamInputs {
  /** The stand-in's certificate (PEM). */
  certificate: string;
  vapid: VapidKeys;
  /** The site's public address, for the links in e-mails. */
  siteUrl: string;
  sistemaTsEndpoint: string;
  smtpPort: number;
  /** The Stripe stand-in's address (the SDK's host, port and protocol). */
  stripeApiUrl: string;
}

export function emulatorParams({ certificate, vapid, siteUrl, sistemaTsEndpoint, smtpPort, stripeApiUrl }: ParamInputs) {
  return {
    env: {
      SISTEMA_TS_CERTIFICATE: certificate.replace(/-----[A-Z ]+-----|\s/g, ''),
      SISTEMA_TS_ENDPOINT: sistemaTsEndpoint,
      SISTEMA_TS_TIMEOUT_SECONDS: '3',
      SITE_URL: siteUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      SMTP_TIMEOUT_SECONDS: '2',
      MAIL_MAX_ATTEMPTS: '6',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_SUBJECT: 'mailto:sviluppo@nutrizionefunzionale.example',
      STRIPE_API_URL: stripeApiUrl,
    },
    secrets: {
      SISTEMA_TS_USER: STAND_IN_CREDENTIALS.user,
      SISTEMA_TS_PASSWORD: STAND_IN_CREDENTIALS.password,
      SISTEMA_TS_PINCODE: STAND_IN_CREDENTIALS.pincode,
      SMTP_PASSWORD: 'maildev',
      MAIL_LINK_SECRET: 'segreto-locale-dei-link',
      OUTBOX_KEY_SECRET: 'segreto-locale-delle-code-offline',
      VAPID_PRIVATE_KEY: vapid.privateKey,
      STRIPE_SECRET_KEY: STRIPE_STAND_IN_SECRETS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN_SECRETS.webhookSecret,
    },
  };
}

/**
 * The Functions emulator gives a parameter without a value its declared default; so do the
 * processes that run the functions themselves (the API lane, npm test's trigger runner), once the
 * functions are loaded (loading them declares their parameters).
 */
export function giveParamsTheirDefaults() {
  for (const param of declaredParams as { name: string; options?: { default?: unknown } }[]) {
    if (process.env[param.name] === undefined && param.options?.default !== undefined)
      process.env[param.name] = String(param.options.default);
  }
}
