import { constants, publicEncrypt, X509Certificate } from 'node:crypto';

/** The certificate as PEM: a PEM as it is, or a base64 body (one line, as a parameter holds it) wrapped. */
export function certificatePem(certificate: string): string {
  const text = certificate.trim().replace(/\\n/g, '\n');
  if (text.startsWith('-----BEGIN')) return text;
  const body =
    text
      .replace(/\s+/g, '')
      .match(/.{1,64}/g)
      ?.join('\n') ?? '';
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`;
}

/**
 * Encrypts a field of the Sistema TS document (pincode, cfCittadino) as the TS asks: RSA with
 * PKCS#1 v1.5 padding under the public key of its certificate, base64.
 */
export function sistemaTsEncrypt(certificate: string, text: string): string {
  const key = new X509Certificate(certificatePem(certificate)).publicKey;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8')).toString('base64');
}
