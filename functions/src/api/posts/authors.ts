import type { AuthorView } from '@app/schemas/posts';
import { collection } from '../../app/documents';
import { db } from '../../app/firebase';

/** Shown for content whose author's profile no longer exists. */
const FORMER_MEMBER: AuthorView = { firstName: 'Utente', lastName: '', profileImageUrl: null };

/** The public face of each author, in one round trip whatever their number (none for no ids). */
export async function authorsById(authorIds: Iterable<string>): Promise<Map<string, AuthorView>> {
  const ids = [...new Set(authorIds)];
  const authors = new Map<string, AuthorView>();
  if (ids.length === 0) return authors;
  const references = ids.map((id) => collection('users').doc(id));
  const snapshots = await db.getAll(...references, { fieldMask: ['firstName', 'lastName', 'profileImageUrl'] });
  for (const snapshot of snapshots) {
    if (!snapshot.exists) continue;
    const data = snapshot.data() ?? {};
    authors.set(snapshot.id, {
      firstName: String(data.firstName ?? ''),
      lastName: String(data.lastName ?? ''),
      profileImageUrl: typeof data.profileImageUrl === 'string' ? data.profileImageUrl : null,
    });
  }
  return authors;
}

export function authorOf(authors: Map<string, AuthorView>, authorId: string): AuthorView {
  return authors.get(authorId) ?? FORMER_MEMBER;
}
