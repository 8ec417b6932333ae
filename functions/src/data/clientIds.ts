import { createHash } from 'node:crypto';

/**
 * The id of a document a member's browser may send more than once (the offline outbox,
 * docs/product.md, Care diary, Offline): a hash of the account and the browser's clientId. A repeat names the
 * same document; the same clientId from another account names another one, which no member can aim
 * at, since the server always hashes in the caller's own uid.
 */
export const clientDocumentId = (uid: string, clientId: string): string =>
  createHash('sha256').update(`${uid}\n${clientId.toLowerCase()}`).digest('hex').slice(0, 40);
