import { z } from 'zod';

/**
 * The id a browser gives a write it may send more than once (the offline outbox: docs/product.md,
 * Care diary, Offline; docs/messages.md, Offline): a UUID. The server names the stored document after the account and this id, so a
 * repeat, or several sends at once, store it once.
 */
export const CLIENT_ID_MESSAGE = 'Il campo clientId deve essere un UUID';

export const clientIdField = z.uuid({ error: CLIENT_ID_MESSAGE }).optional();

// The Web Crypto API and TextEncoder, globals in browsers and in Node.js alike (this package is
// typed without the DOM's or Node's own declarations).
declare const crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/**
 * The id of the document a write with `clientId` is stored as: a hash of the account and the
 * clientId, so that a repeat names the same document, and the same clientId from another account
 * another one, which no member can aim at (the server always hashes in the caller's own uid). The
 * browser computes it too, to know when a write waiting on the phone has reached the server's lists.
 */
export async function clientDocumentId(uid: string, clientId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${uid}\n${clientId.toLowerCase()}`));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 40);
}
