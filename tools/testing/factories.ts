/**
 * Test factories, the one way API and browser tests make their data: a valid insert of every
 * entity, built by its insert schema (so defaults and rules are the data model's own), with the
 * fields a test cares about overridden. `store` writes one through the data layer's own entity,
 * with the counters and timestamps a real insert gets.
 */
import { randomUUID } from 'node:crypto';

import { consents } from '../../functions/src/accounts/data/consents';
import { users } from '../../functions/src/accounts/data/users';
import { adminAudit } from '../../functions/src/audit/data/adminAudit';
import { questionnaireResponses } from '../../functions/src/carePlan/data/questionnaires';
import { courses, lessons, userCourseProgress } from '../../functions/src/classroom/data/courses';
import { likes } from '../../functions/src/community/data/likes';
import { comments, posts } from '../../functions/src/community/data/posts';
import { contactRequests } from '../../functions/src/content/data/contactRequests';
import { diaryComments, diaryEntries, diaryPatients } from '../../functions/src/diary/data/diary';
import { eventAttendees } from '../../functions/src/events/data/eventAttendees';
import { calendarEvents } from '../../functions/src/events/data/events';
import { notifications } from '../../functions/src/notifications/data/notifications';
import { type MailInsert, mails } from '../../functions/src/notifications/mail/mailCollection';
import { orders } from '../../functions/src/services/data/orders';
import { services } from '../../functions/src/services/data/services';
import { newBatch } from '../../functions/src/shared/data/entity';
import { uniqueTag } from './build';

export { build, uniqueTag } from './build';

/** The data layer's entities: `store` writes with their own timestamps and counters. */
const entities = {
  users,
  posts,
  comments,
  likes,
  courses,
  lessons,
  userCourseProgress,
  calendarEvents,
  eventAttendees,
  notifications,
  contactRequests,
  services,
  orders,
  consents,
  adminAudit,
  diaryPatients,
  diaryEntries,
  diaryComments,
  questionnaireResponses,
  mail: mails,
};
type StoredKey = keyof typeof entities;

/** A mail document already sent (its delivery SUCCESS, so the sender leaves it alone). */
export const buildSentMail = (overrides: Partial<MailInsert> = {}): MailInsert & { delivery: object } => ({
  to: `prova-${uniqueTag()}@prova.test`,
  message: { subject: 'Email di prova', text: 'Testo di prova', html: '<p>Testo di prova</p>' },
  userId: null,
  category: 'account',
  template: 'prova',
  ...overrides,
  delivery: { state: 'SUCCESS', attempts: 1, startTime: new Date(), endTime: new Date(), error: null, info: { messageId: '<prova>' } },
});

const stored: { key: StoredKey; id: string }[] = [];

/**
 * Writes an insert as the data layer would (timestamps of the commit, counters at 0) under a
 * test id (or `id`), and remembers it for `removeStored`.
 */
export async function store(key: StoredKey, insert: object, { id = `prova-${randomUUID()}` }: { id?: string } = {}) {
  const target = entities[key];
  await target.ref(id).set(target.insertData(insert));
  stored.push({ key, id });
  return id;
}

/**
 * Writes many inserts as `store` does, in one atomic batch (at most 500), under the ids `idOf`
 * gives (random test ids by default); for set-ups larger than a page.
 */
export async function storeMany(key: StoredKey, inserts: object[], idOf = (_index: number) => `prova-${randomUUID()}`) {
  const target = entities[key];
  const batch = newBatch();
  const ids = inserts.map((insert, index) => {
    const id = idOf(index);
    batch.set(target.ref(id), target.insertData(insert));
    stored.push({ key, id });
    return id;
  });
  await batch.commit();
  return ids;
}

/** Deletes what `store` wrote in this test file (call it in afterAll). */
export async function removeStored() {
  await Promise.all(stored.splice(0).map(({ key, id }) => entities[key].ref(id).delete()));
}
