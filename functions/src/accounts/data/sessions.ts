import { createHash } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { measureOutside } from '../../shared/requestContext';

/** What the app keeps of one session: when it began, when it was last used, and its limits. */
export interface SessionRecord {
  uid: string;
  rememberMe: boolean;
  startedAt: number;
  lastSeenAt: number;
  /** Ends this long after startedAt, whatever the activity. */
  absoluteMs: number;
  /** Ends when no request came for this long. */
  idleMs: number;
  /**
   * When the Firebase cookie of this record runs out, by the app's clock (app/clock.ts): a session
   * longer than a cookie gets a new one before then (api/renewSession.ts). Absent on records
   * made before renewals existed: the cookie's own `exp` is used.
   */
  cookieExpiresAt?: number;
  /**
   * When a password change gave this browser a new cookie in place of this one (ms since the
   * epoch): a request still on its way with the old cookie is not told that the session ended.
   */
  replacedAt?: number;
}

interface SessionDoc {
  id: string;
  uid: string;
  rememberMe: boolean;
  startedAt: Date;
  lastSeenAt: Date;
  absoluteMs: number;
  idleMs: number;
  cookieExpiresAt?: Date;
  replacedAt?: Date;
}

const sessions = entity<SessionDoc>('sessions', { notFound: 'Sessione non trovata', stamps: [] });

/** The document id of a session: a hash of its cookie, so the store holds nothing a thief could replay. */
export const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

/** When a session can no longer be used: the sooner of its absolute and idle ends (a TTL policy deletes it then). */
const expiresAt = (record: SessionRecord) =>
  Timestamp.fromMillis(Math.min(record.startedAt + record.absoluteMs, record.lastSeenAt + record.idleMs));

/**
 * The session store's reads and writes are the session check's, not the handler's: they run
 * outside the request's Firestore count and Server-Timing reports them as `session` (one read per
 * request, a write at most once a minute), so every list keeps its own bounded figure.
 */
export async function saveSession(id: string, record: SessionRecord): Promise<void> {
  await measureOutside(() =>
    sessions.ref(id).set({
      ...record,
      startedAt: Timestamp.fromMillis(record.startedAt),
      lastSeenAt: Timestamp.fromMillis(record.lastSeenAt),
      ...(record.cookieExpiresAt !== undefined && { cookieExpiresAt: Timestamp.fromMillis(record.cookieExpiresAt) }),
      expiresAt: expiresAt(record),
    }),
  );
}

export async function findSession(id: string): Promise<SessionRecord | undefined> {
  const found = await measureOutside(() => sessions.find(id));
  if (!found) return undefined;
  const { id: _id, startedAt, lastSeenAt, cookieExpiresAt, replacedAt, ...rest } = found;
  return {
    ...rest,
    startedAt: startedAt.getTime(),
    lastSeenAt: lastSeenAt.getTime(),
    ...(cookieExpiresAt && { cookieExpiresAt: cookieExpiresAt.getTime() }),
    ...(replacedAt && { replacedAt: replacedAt.getTime() }),
  };
}

export async function touchSession(id: string, record: SessionRecord, now: number): Promise<void> {
  const touched = { ...record, lastSeenAt: now };
  await measureOutside(() => sessions.ref(id).update({ lastSeenAt: Timestamp.fromMillis(now), expiresAt: expiresAt(touched) }));
}

/**
 * The record of a cookie just replaced by a renewal: it ends `graceMs` from now (requests already
 * on their way with the old cookie still pass), whatever its limits said.
 */
export async function retireSession(id: string, record: SessionRecord, now: number, graceMs: number): Promise<void> {
  const retired = { ...record, absoluteMs: now + graceMs - record.startedAt };
  await measureOutside(() => sessions.ref(id).update({ absoluteMs: retired.absoluteMs, expiresAt: expiresAt(retired) }));
}

/** Notes that the browser of this session gets a new cookie now (a password change): see `replacedAt`. */
export async function markReplaced(id: string, now: number): Promise<void> {
  await measureOutside(() => sessions.ref(id).update({ replacedAt: Timestamp.fromMillis(now) }));
}

export async function endSession(id: string): Promise<void> {
  await measureOutside(() => sessions.ref(id).delete());
}

/** Every record of an account's sessions, ended or not: the erasure deletes them. */
export const sessionsOf = (uid: string) => sessions.collection.where('uid', '==', uid);
