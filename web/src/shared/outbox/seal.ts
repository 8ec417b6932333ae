/**
 * Sealing the outbox's items (docs/offline.md): AES-GCM with the account's outbox key, which only
 * her sessions receive (CurrentUser.outboxKey). On a shared browser another account's session holds
 * another key, so it can neither read her waiting entries and messages nor send them as its own.
 */
import { base64urlBytes } from '../lib/base64url';

/** The account an item is written for: her id and her outbox key (base64url). */
export interface OutboxAccount {
  id: string;
  outboxKey: string;
}

/** What the device stores of a body: the random nonce and the ciphertext. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

// One CryptoKey per key string; not extractable, so a script cannot read it back out.
const keys = new Map<string, Promise<CryptoKey>>();
function cryptoKey(outboxKey: string): Promise<CryptoKey> {
  let key = keys.get(outboxKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', base64urlBytes(outboxKey), 'AES-GCM', false, ['encrypt', 'decrypt']);
    keys.set(outboxKey, key);
  }
  return key;
}

export async function seal(account: OutboxAccount, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await cryptoKey(account.outboxKey),
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** The sealed value, or undefined when another key sealed it (the key was changed on the server). */
export async function unseal<T>(account: OutboxAccount, sealed: Sealed): Promise<T | undefined> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await cryptoKey(account.outboxKey), sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return undefined;
  }
}
