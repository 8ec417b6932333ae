import { type UserDoc, userInsert } from '@app/schemas/entities';
import { LEVEL_THRESHOLDS, levelForPoints } from '@app/schemas/levels';
import type { AuthorView } from '@app/schemas/posts';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';
import { entity, newBatch } from './entity';

/** users/{uid}: keyed by the Firebase Auth uid. */
export const users = entity<UserDoc>('users', { notFound: 'Utente non trovato' });

/** Shown for content whose author's profile no longer exists. */
const FORMER_MEMBER: AuthorView = { firstName: 'Utente', lastName: '', profileImageUrl: null };

/** The public face of each author, in one round trip whatever their number (none for no ids). */
export async function authorsById(authorIds: Iterable<string>): Promise<Map<string, AuthorView>> {
  const found = await users.many(authorIds, ['firstName', 'lastName', 'profileImageUrl']);
  return new Map(
    [...found].map(([id, user]) => [
      id,
      { firstName: String(user.firstName ?? ''), lastName: String(user.lastName ?? ''), profileImageUrl: user.profileImageUrl ?? null },
    ]),
  );
}

export function authorOf(authors: Map<string, AuthorView>, authorId: string): AuthorView {
  return authors.get(authorId) ?? FORMER_MEMBER;
}

/**
 * The user's profile, created with the defaults when the Auth user has none yet (made in the
 * console, say). A create, never a set: of two first requests at once, or a profile written
 * meanwhile by another path, nothing is overwritten; the loser reads what the winner stored.
 */
export async function profileOrCreate(
  uid: string,
  defaults: () => Promise<{ email: string; firstName: string; lastName: string; isAdmin: boolean }>,
): Promise<UserDoc> {
  const existing = await users.find(uid);
  if (existing) return existing;
  const insert = userInsert.parse(await defaults());
  try {
    const written = await users.ref(uid).create(users.insertData(insert));
    const at = written.writeTime.toDate();
    return { ...insert, id: uid, createdAt: at, updatedAt: at };
  } catch (error) {
    if (!isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw error;
    return users.byId(uid);
  }
}

/** Adds points to a member (likes received, lessons completed); the level follows by trigger. */
export function pointsIncrement(delta: number) {
  return { points: FieldValue.increment(delta) };
}

/** The highest level there is: admins (the doctor) are never locked out of a course or event. */
const TOP_LEVEL = LEVEL_THRESHOLDS.length;

/**
 * The level that unlocks courses and events for the caller: a member's comes from their points
 * (the stored `level` may lag behind the users trigger); an admin's is the top one, without a read.
 */
export async function unlockedLevel(caller: { uid: string; isAdmin: boolean }): Promise<number> {
  if (caller.isAdmin) return TOP_LEVEL;
  const user = await users.find(caller.uid);
  return levelForPoints(Number(user?.points ?? 0));
}

/** The members with the most points (likes received, lessons completed): one round trip. */
export async function topContributors(limit: number): Promise<UserDoc[]> {
  const snapshot = await users.typed.orderBy('points', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/**
 * A new account's profile (level 1, 0 points, not admin), created in one batch with what must
 * commit with it: the accepted privacy notice at sign-up, the admin's audit entry for an invitation.
 */
export async function createProfile(
  uid: string,
  profile: { email: string; firstName: string; lastName: string },
  alongside: (batch: WriteBatch) => void,
): Promise<UserDoc> {
  const insert = userInsert.parse({ ...profile, isAdmin: false });
  const batch = newBatch();
  users.createIn(batch, uid, insert);
  alongside(batch);
  const [written] = await batch.commit();
  const at = written!.writeTime.toDate();
  return { ...insert, id: uid, createdAt: at, updatedAt: at };
}

/** The member's own change of first and last name. */
export async function updateProfileName(uid: string, names: { firstName: string; lastName: string }): Promise<void> {
  await users.ref(uid).update({ ...names, updatedAt: FieldValue.serverTimestamp() });
}
