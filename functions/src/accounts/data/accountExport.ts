import type { Query } from 'firebase-admin/firestore';

import { appointments } from '../../appointments/data/appointments';
import { auditQueriesAbout } from '../../audit/data/adminAudit';
import { carePlanExportOf } from '../../carePlan/data/carePlanPrivacy';
import { userCourseProgress } from '../../classroom/data/courses';
import { likes } from '../../community/data/likes';
import { comments, posts } from '../../community/data/posts';
import { contactRequestsFrom } from '../../content/data/contactRequests';
import { diaryExportOf } from '../../diary/data/diaryPrivacy';
import { eventAttendees } from '../../events/data/eventAttendees';
import { fodmapExportOf } from '../../fodmap/data/fodmap';
import { messagesExportOf } from '../../messages/data/messages';
import { notifications } from '../../notifications/data/notifications';
import { pushSubscriptions } from '../../notifications/data/pushSubscriptions';
import { mails } from '../../notifications/mail/mailCollection';
import { orders } from '../../services/data/orders';
import { emailKey } from '../../shared/data/rateLimit';
import { consents } from './consents';
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
/** Whose data: the uid, and the profile's address (for what was sent with it before or without the account). */
export interface Person {
  uid: string;
  email: string | undefined;
}

export interface ExportSection {
  /** The key of the section in the file. */
  name: string;
  /** The section's content for the person, in one round trip; `truncated` when it reached its cap. */
  read(person: Person): Promise<{ content: unknown; truncated?: boolean }>;
}

/** At most `cap` documents of a query, in one round trip. */
async function capped(query: Query, cap: number) {
  const snapshot = await query.limit(cap + 1).get();
  return { documents: snapshot.docs.slice(0, cap).map((document) => document.data() as { id: string }), truncated: snapshot.size > cap };
}

const renamed = ({ documents, truncated }: { documents: unknown[]; truncated: boolean }) => ({ content: documents, truncated });

/** A list of the person's documents (a field holds their uid): at most `cap`, one bounded query. */
function listSection(name: string, collection: Query, field: string, cap: number): ExportSection {
  return { name, read: async ({ uid }) => renamed(await capped(collection.where(field, '==', uid), cap)) };
}

/** The audit entries about the person (data/adminAudit.ts auditQueriesAbout): three bounded queries at once, each entry once. */
async function auditEntriesAbout({ uid, email }: Person) {
  const pages = await Promise.all(auditQueriesAbout(uid, email ? emailKey(email) : undefined).map((query) => capped(query, 1000)));
  const entries = new Map(pages.flatMap((page) => page.documents).map((entry) => [entry.id, entry]));
  return { content: [...entries.values()], truncated: pages.some((page) => page.truncated) };
}

/** The caps are documented in the README (Accounts and privacy). */
export const EXPORT_SECTIONS: ExportSection[] = [
  listSection('consents', consents.typed, 'userId', 100),
  listSection('posts', posts.typed, 'authorId', 500),
  listSection('comments', comments.typed, 'authorId', 2000),
  listSection('likes', likes.typed, 'userId', 5000),
  listSection('courseProgress', userCourseProgress.typed, 'userId', 2000),
  listSection('eventRegistrations', eventAttendees.typed, 'userId', 1000),
  listSection('orders', orders.typed, 'userId', 500),
  listSection('appointments', appointments.typed, 'userId', 1000),
  listSection('notifications', notifications.typed, 'userId', 1000),
  listSection('pushDevices', pushSubscriptions.typed, 'userId', 100),
  listSection('emails', mails.typed, 'userId', 500),
  // What the person sent through the contact form with the account's address, and the audit log's entries about them.
  {
    name: 'contactRequests',
    read: async ({ email }) => (email ? renamed(await capped(contactRequestsFrom(email), 100)) : { content: [] }),
  },
  { name: 'auditEntries', read: auditEntriesAbout },
  // The care diary: consent, entries, questionnaires and the doctor's comments (four bounded reads).
  { name: 'diary', read: async ({ uid }) => ({ content: await diaryExportOf(uid) }) },
  // The care plan: intake, the doctor's record, measurements and meal plans (four bounded reads).
  { name: 'carePlan', read: async ({ uid }) => ({ content: await carePlanExportOf(uid) }) },
  // The FODMAP reintroduction: the protocol with its days and outcomes (one read).
  { name: 'fodmap', read: async ({ uid }) => ({ content: await fodmapExportOf(uid) }) },
  // The messages with the doctor: the conversation and its messages (two bounded reads).
  { name: 'messages', read: async ({ uid }) => ({ content: await messagesExportOf(uid) }) },
];

export interface AccountExport {
  exportedAt: string;
  /** Sections that reached their cap (more documents exist than the file holds). */
  truncated: string[];
  [section: string]: unknown;
}

/** The person's data: the profile, then every section at once (one round trip each, the audit's three). */
export async function accountExport(uid: string): Promise<AccountExport> {
  const profile = (await users.find(uid)) ?? null;
  const person: Person = { uid, email: profile?.email };
  const read = await Promise.all(EXPORT_SECTIONS.map(async (section) => ({ name: section.name, ...(await section.read(person)) })));
  const result: AccountExport = { exportedAt: new Date().toISOString(), truncated: [], profile };
  for (const { name, content, truncated } of read) {
    result[name] = content;
    if (truncated) result.truncated.push(name);
  }
  return result;
}
