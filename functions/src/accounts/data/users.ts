import { type UserDoc, userInsert } from '@app/schemas/accounts/entities';
import { searchTermsOf } from '@app/schemas/accounts/members';
import { type CommunityName, communityNameView } from '@app/schemas/community/communityName';
import { LEVEL_THRESHOLDS, levelForPoints } from '@app/schemas/community/levels';
import type { AuthorView } from '@app/schemas/community/posts';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { type DocumentData, FieldValue, Timestamp, type WriteBatch } from 'firebase-admin/firestore';

import { commitAdminWrite } from '../../audit/data/adminWrite';
import { commitWithNicknameClaim } from '../../community/data/communityNames';
import { entity, newBatch } from '../../shared/data/entity';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';
import { keepTermsInStep } from '../../shared/data/searchTerms';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

/** users/{uid}: keyed by the Firebase Auth uid. */
export const users = entity<UserDoc>('users', { notFound: NOT_FOUND.user });

/**
 * What the screens need of a person as an author: the names, the photo and how they chose to
 * appear in the community (communityFace in schemas/src/community/communityName.ts turns it into a face;
 * the admin area reads the real names).
 */
export interface AuthorProfile extends AuthorView {
  communityName?: CommunityName;
}

/** The fields of users/{uid} an AuthorProfile reads (a getAll's field mask). */
export const AUTHOR_FIELDS = ['firstName', 'lastName', 'profileImageUrl', 'communityName'];

/** Shown for content whose author's profile no longer exists. */
const FORMER_MEMBER: AuthorProfile = { firstName: 'Utente', lastName: '', profileImageUrl: null };

/** How a stored profile appears as an author. */
export function authorProfileOf(user: {
  firstName?: unknown;
  lastName?: unknown;
  profileImageUrl?: unknown;
  communityName?: unknown;
}): AuthorProfile {
  const parsed = communityNameView.safeParse(user.communityName);
  return {
    firstName: String(user.firstName ?? ''),
    lastName: String(user.lastName ?? ''),
    profileImageUrl: typeof user.profileImageUrl === 'string' ? user.profileImageUrl : null,
    ...(parsed.success && { communityName: parsed.data }),
  };
}

/** Each author's profile, in one round trip whatever their number (none for no ids). */
export async function authorsById(authorIds: Iterable<string>): Promise<Map<string, AuthorProfile>> {
  const found = await users.many(authorIds, AUTHOR_FIELDS);
  return new Map([...found].map(([id, user]) => [id, authorProfileOf(user)]));
}

export function authorOf(authors: Map<string, AuthorProfile>, authorId: string): AuthorProfile {
  return authors.get(authorId) ?? FORMER_MEMBER;
}

/**
 * The user's profile, created with the defaults when the Auth user has none yet (made in the
 * console, say). A create, never a set: of two first requests at once, or a profile written
 * meanwhile by another path, nothing is overwritten; the loser reads what the winner stored.
 */
export async function profileOrCreate(
  uid: string,
  defaults: () => Promise<{ email: string; firstName: string; lastName: string; isAdmin: boolean; isDoctor: boolean }>,
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

/** The members' list, the newest first, optionally only those with a search term: one round trip. */
export async function membersPage(limit: number, cursor: PageCursor | undefined, term: string | undefined) {
  const query = term ? users.typed.where('searchTerms', 'array-contains', term) : users.typed;
  const page = await newestFirstPage(query, 'createdAt', limit, cursor);
  return { members: page.documents.map((document) => document.data()), next: page.next };
}

/** The fields of users/{uid} a directory of patients reads (a projection). */
export const DIRECTORY_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'createdAt'];
export type DirectoryProfile = Pick<UserDoc, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'createdAt'>;

/** Every member's names, e-mail, phone and sign-up, the newest `limit` (a projection): one round trip. */
export async function memberDirectory(limit: number): Promise<Map<string, DirectoryProfile>> {
  const snapshot = await users.collection
    .select(...DIRECTORY_FIELDS)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return new Map(snapshot.docs.map((document) => [document.id, directoryProfileOf(document.id, document.data())]));
}

/** A projection of users/{uid} as a DirectoryProfile (the projection skips the entity's converter). */
export function directoryProfileOf(id: string, data: DocumentData): DirectoryProfile {
  const createdAt: unknown = data.createdAt;
  return {
    id,
    firstName: String(data.firstName ?? ''),
    lastName: String(data.lastName ?? ''),
    email: String(data.email ?? ''),
    ...(typeof data.phone === 'string' && data.phone && { phone: data.phone }),
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : createdAt instanceof Date ? createdAt : new Date(0),
  };
}

/**
 * Keeps users/{uid}.searchTerms equal to the terms of its names and e-mail (the users trigger
 * calls it with every write). It converges as the level does (triggers/levels.ts): a stale write
 * is itself a write whose event carries the current names, and terms already in step write nothing.
 */
export async function keepSearchTermsInStep(userId: string, user: DocumentData): Promise<boolean> {
  const terms = searchTermsOf({
    email: String(user.email ?? ''),
    firstName: String(user.firstName ?? ''),
    lastName: String(user.lastName ?? ''),
  });
  return keepTermsInStep(users.ref(userId), user.searchTerms, terms);
}

/** 'Last seen' is stamped at most this often, so reading the current user rarely writes. */
export const LAST_SEEN_PRECISION_MS = 60 * 60 * 1000;

/** Stamps lastSeenAt when the stored one is missing or older than LAST_SEEN_PRECISION_MS. */
export async function markSeen(user: UserDoc, now = Date.now()): Promise<void> {
  if (user.lastSeenAt && now - user.lastSeenAt.getTime() < LAST_SEEN_PRECISION_MS) return;
  await users.ref(user.id).update({ lastSeenAt: FieldValue.serverTimestamp() });
}

/**
 * A change of a member's role or status, recorded: the users document and the audit entry in one
 * batch. Committed BEFORE the Auth change (docs/architecture.md, Members): if the Auth call then
 * fails, the record shows an attempt the admin sees and repeats (the call is idempotent), whereas
 * the reverse order could leave a privilege changed with no record of who did it.
 */
export async function recordMemberChange(
  actorId: string,
  uid: string,
  change: { isAdmin: boolean } | { isDoctor: boolean } | { disabled: boolean },
  summary: string,
): Promise<void> {
  const audit = { action: 'disabled' in change ? 'user.status' : 'user.role', collection: 'users', documentId: uid, summary } as const;
  await commitAdminWrite(actorId, audit, users.notFound, (batch) =>
    batch.update(users.ref(uid), { ...change, updatedAt: FieldValue.serverTimestamp() }),
  );
}

/**
 * A new account's profile (level 1, 0 points, not admin), created in one batch with what must
 * commit with it: the accepted privacy notice at sign-up, the admin's audit entry for an invitation.
 */
export async function createProfile(
  uid: string,
  profile: { email: string; firstName: string; lastName: string; phone?: string },
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

/**
 * The member's own change of names and community name: the nickname's claim first, then the
 * profile's batch (data/communityNames.ts); a nickname another member holds is a 400 and nothing is written.
 */
export async function updateOwnProfile(
  user: UserDoc,
  change: { firstName?: string; lastName?: string; communityName?: CommunityName },
): Promise<void> {
  const batch = newBatch();
  batch.update(users.ref(user.id), { ...change, updatedAt: FieldValue.serverTimestamp() });
  await commitWithNicknameClaim(batch, user.id, user.communityName, change.communityName);
}

/** Keeps a phone on a profile that has none (a patient linked to a consultation request): in the caller's batch. */
export function keepPhoneIn(batch: WriteBatch, profile: UserDoc | undefined, phone: string): void {
  if (!profile || profile.phone || !phone) return;
  batch.update(users.ref(profile.id), { phone, updatedAt: FieldValue.serverTimestamp() });
}

/** The doctors (the `doctor` role, mirrored in users/{uid}.isDoctor), a practice has a few: one round trip. */
export async function doctorIds(limit = 100): Promise<string[]> {
  const snapshot = await users.collection.where('isDoctor', '==', true).limit(limit).select().get();
  return snapshot.docs.map((document) => document.id);
}
