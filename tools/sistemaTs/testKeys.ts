/**
 * A stand-in for the TS's "SanitelCF" certificate: a key pair the local stack and the tests make
 * themselves, so they can decrypt what the functions encrypt with the certificate.
 */
import { constants, privateDecrypt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { generate } from 'selfsigned';

export interface SistemaTsTestKeys {
  /** The certificate (PEM), as the SISTEMA_TS_CERTIFICATE parameter holds the real one. */
  certificate: string;
  privateKey: string;
}

/** 1024 bits, as the TS's certificate: its cipher text (172 base64 characters) fits cfType's 256. */
export async function makeSistemaTsKeys(): Promise<SistemaTsTestKeys> {
  const generated = await generate([{ name: 'commonName', value: 'SanitelCF di prova (locale)' }], { keySize: 1024 });
  return { certificate: generated.cert, privateKey: generated.private };
}

/**
 * Decrypts a base64 RSA PKCS#1 v1.5 cipher text. Node 22 refuses that padding for private
 * decryption (CVE-2023-46809, a timing oracle that does not concern a local test double), so the
 * padding (00 02, non-zero random bytes, 00) is removed here after a raw decryption.
 */
export function sistemaTsDecrypt(privateKey: string, base64: string): string {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('Cifratura non valida (PKCS#1 v1.5)');
  return block.subarray(separator + 1).toString('utf8');
}

const LOCAL_KEYS_FILE = resolve(import.meta.dirname, '..', '.cache', 'sistema-ts-keys.json');

/** The local stack's key pair: made once, kept in tools/.cache (ignored by git), read by the API tests. */
export async function localSistemaTsKeys(): Promise<SistemaTsTestKeys> {
  if (existsSync(LOCAL_KEYS_FILE)) return JSON.parse(readFileSync(LOCAL_KEYS_FILE, 'utf8')) as SistemaTsTestKeys;
  const keys = await makeSistemaTsKeys();
  mkdirSync(dirname(LOCAL_KEYS_FILE), { recursive: true });
  writeFileSync(LOCAL_KEYS_FILE, JSON.stringify(keys));
  return keys;
}
