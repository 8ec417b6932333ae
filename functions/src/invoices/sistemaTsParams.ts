import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * The Sistema Tessera Sanitaria's settings (docs/fiscal.md). The certificate is the TS's public
 * "SanitelCF" certificate, which the TS publishes and renews: a declared parameter, never code
 * (PEM, or its base64 body on one line). The endpoint is the TS web service's address (the test
 * environment's, the production one's, or the local stand-in's). The doctor's TS credentials and
 * pincode are secrets.
 */
export const SISTEMA_TS_CERTIFICATE = defineString('SISTEMA_TS_CERTIFICATE', {
  description: 'Certificato pubblico SanitelCF del Sistema TS (PEM o base64 su una riga)',
});
export const SISTEMA_TS_ENDPOINT = defineString('SISTEMA_TS_ENDPOINT', {
  description: 'Indirizzo del servizio web inserimentoDocumentoSpesa del Sistema TS (ambiente di prova o di produzione)',
});
export const SISTEMA_TS_USER = defineSecret('SISTEMA_TS_USER');
export const SISTEMA_TS_PASSWORD = defineSecret('SISTEMA_TS_PASSWORD');
export const SISTEMA_TS_PINCODE = defineSecret('SISTEMA_TS_PINCODE');

export const SISTEMA_TS_SECRETS = [SISTEMA_TS_USER, SISTEMA_TS_PASSWORD, SISTEMA_TS_PINCODE];
/** How long a call may take before the document stays to send, with the error shown. */
export const SISTEMA_TS_TIMEOUT_SECONDS = defineInt('SISTEMA_TS_TIMEOUT_SECONDS', {
  description: 'Secondi di attesa della risposta del Sistema TS',
  default: 30,
});
