import type { Query } from 'firebase-admin/firestore';

import { appointments } from './appointments';
import { consents } from './consents';
import { userCourseProgress } from './courses';
import { diaryExportOf } from './diaryPrivacy';
import { eventAttendees } from './eventAttendees';
import { likes } from './likes';
import { mails } from './mail';
import { notifications } from './notifications';
import { orders } from './orders';
import { comments, posts } from './posts';
import { users } from './users';

/**
 * "I miei dati" (GDPR arts. 15 and 20, docs/product.md, Accounts and privacy): everything the
 * practice holds about a person, as sections of one JSON document. Each section is one bounded
 * read (at most `cap` documents, one round trip), all read at once: the export costs one round
 * trip per section whatever the person's history. A section that reached its cap says so in
 * `truncated`, and the person can ask the practice for the rest.
 *
 * Another area adds its data by appending a section to EXPORT_SECTIONS (the care diary, say).
 */
export interface ExportSection {
  /** The key of the section in the file. */
  name: string;
  /** The section's content for the person, in one round trip; `truncated` when it reached its cap. */
  read(uid: string): Promise<{ content: unknown; truncated?: boolean }>;
}

/** A list of the person's documents (a field holds their uid): at most `cap`, one bounded query. */
function listSection(name: string, collection: Query, field: string, cap: number): ExportSection {
  return {
    name,
    async read(uid) {
      const snapshot = await collection
        .where(field, '==', uid)
        .limit(cap + 1)
        .get();
      return { content: snapshot.docs.slice(0, cap).map((document) => document.data() as unknown), truncated: snapshot.size > cap };
    },
  };
}

/** The caps are documented in the README (Accounts and privacy). */
export const EXPORT_SECTIONS: ExportSection[] = [
  { name: 'profile', read: async (uid) => ({ content: (await users.find(uid)) ?? null }) },
  listSection('consents', consents.typed, 'userId', 100),
  listSection('posts', posts.typed, 'authorId', 500),
  listSection('comments', comments.typed, 'authorId', 2000),
  listSection('likes', likes.typed, 'userId', 5000),
  listSection('courseProgress', userCourseProgress.typed, 'userId', 2000),
  listSection('eventRegistrations', eventAttendees.typed, 'userId', 1000),
  listSection('orders', orders.typed, 'userId', 500),
  listSection('appointments', appointments.typed, 'userId', 1000),
  listSection('notifications', notifications.typed, 'userId', 1000),
  listSection('emails', mails.typed, 'userId', 500),
  // The care diary: consent, entries, questionnaires and the doctor's comments (four bounded reads).
  { name: 'diary', read: async (uid) => ({ content: await diaryExportOf(uid) }) },
];

export interface AccountExport {
  exportedAt: string;
  /** Sections that reached their cap (more documents exist than the file holds). */
  truncated: string[];
  [section: string]: unknown;
}

/** The person's data, section by section: one round trip per section, all in parallel. */
export async function accountExport(uid: string): Promise<AccountExport> {
  const read = await Promise.all(EXPORT_SECTIONS.map(async (section) => ({ name: section.name, ...(await section.read(uid)) })));
  const result: AccountExport = { exportedAt: new Date().toISOString(), truncated: [] };
  for (const { name, content, truncated } of read) {
    result[name] = content;
    if (truncated) result.truncated.push(name);
  }
  return result;
}
