import { Unavailable } from '../shared/domainErrors';
import { sistemaTsEncrypt } from './sistemaTsCipher';
import type { SistemaTsConnection } from './sistemaTsClient';
import {
  SISTEMA_TS_CERTIFICATE,
  SISTEMA_TS_ENDPOINT,
  SISTEMA_TS_PASSWORD,
  SISTEMA_TS_PINCODE,
  SISTEMA_TS_TIMEOUT_SECONDS,
  SISTEMA_TS_USER,
} from './sistemaTsParams';
import type { SistemaTsSecrets } from './sistemaTsXml';

const notConfigured = (what: string) => new Unavailable(`Il Sistema TS non è configurato: manca ${what} (vedi docs/fiscal.md)`);

/** The pincode and the encryption with the TS's certificate, from the parameters. */
export function sistemaTsSecrets(): SistemaTsSecrets {
  const certificate = SISTEMA_TS_CERTIFICATE.value();
  const pincode = SISTEMA_TS_PINCODE.value();
  if (!certificate) throw notConfigured('il certificato SanitelCF (SISTEMA_TS_CERTIFICATE)');
  if (!pincode) throw notConfigured('il pincode (SISTEMA_TS_PINCODE)');
  return { pincode, encrypt: (text) => sistemaTsEncrypt(certificate, text) };
}

/** The web service's address and the doctor's credentials, from the parameters. */
export function sistemaTsConnection(): SistemaTsConnection {
  const endpoint = SISTEMA_TS_ENDPOINT.value();
  if (!endpoint) throw notConfigured("l'indirizzo del servizio (SISTEMA_TS_ENDPOINT)");
  const user = SISTEMA_TS_USER.value();
  const password = SISTEMA_TS_PASSWORD.value();
  if (!user || !password) throw notConfigured('le credenziali (SISTEMA_TS_USER, SISTEMA_TS_PASSWORD)');
  return { endpoint, user, password, timeoutSeconds: SISTEMA_TS_TIMEOUT_SECONDS.value() };
}
