import { createHmac } from 'node:crypto';

import { defineSecret } from 'firebase-functions/params';

/** Derives each account's outbox key (docs/offline.md); changing it leaves sealed items on devices unreadable. */
export const OUTBOX_KEY_SECRET = defineSecret('OUTBOX_KEY_SECRET');

/**
 * The key that seals an account's offline outbox on her devices (AES-GCM, 256 bits, base64url): an
 * HMAC of her uid, so it is the same on every device and in every session of hers, and only her own
 * sessions are ever given it. Another account signed in on the same browser cannot read her waiting
 * entries and messages; she sends them when she signs in again.
 */
export const outboxKeyOf = (uid: string, secret = OUTBOX_KEY_SECRET.value()): string =>
  createHmac('sha256', secret).update(`outbox:${uid}`).digest('base64url');
