/**
 * The addresses where an account's owner succeeded (a sign-in, a current password), as hashes of
 * the account and the address (attemptThrottle.pairKey): the account's attempt budget, which
 * strangers may spend, never refuses her there (docs/security.md, Throttling). Remembered for 180
 * days after the last success (a TTL policy on expiresAt deletes them), erased with the account.
 */
import { Timestamp } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';

interface KnownDeviceDoc {
  id: string;
  /** The account as the throttle keys it: the e-mail's hash (sign-in, reset) or the uid (current password). */
  subject: string;
  seenAt: Date;
  expiresAt: Date;
}

const knownDevices = entity<KnownDeviceDoc>('knownDevices', { notFound: 'Dispositivo non trovato', stamps: [] });

const REMEMBERED_MS = 180 * 24 * 60 * 60 * 1000;

/** Whether the owner succeeded from this pair of account and address in the last 180 days. One read. */
export async function isKnownDevice(pair: string, now = Date.now()): Promise<boolean> {
  const found = await knownDevices.find(pair);
  return found !== undefined && found.expiresAt.getTime() > now;
}

/** Remembers (again) the pair after a success. One write. */
export async function rememberDevice(pair: string, subject: string, now: number): Promise<void> {
  await knownDevices.ref(pair).set({ subject, seenAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + REMEMBERED_MS) });
}

/** Every address remembered for the account's subjects (its uid, its e-mail's hash): the erasure deletes them. */
export const knownDevicesOf = (subjects: readonly string[]) => knownDevices.collection.where('subject', 'in', [...subjects]);
