/**
 * Test factories, the one way API and browser tests make their data: a valid insert of every
 * entity, built by its insert schema (so defaults and rules are the data model's own), with the
 * fields a test cares about overridden. `store` writes one through the data layer's own entity,
 * with the counters and timestamps a real insert gets.
 */
import { randomUUID } from 'node:crypto';

import { adminAudit } from '../../functions/src/data/adminAudit';
import { consents } from '../../functions/src/data/consents';
import { contactRequests } from '../../functions/src/data/contactRequests';
import { courses, lessons, userCourseProgress } from '../../functions/src/data/courses';
import { diaryComments, diaryEntries, diaryPatients } from '../../functions/src/data/diary';
import { newBatch } from '../../functions/src/data/entity';
import { eventAttendees } from '../../functions/src/data/eventAttendees';
import { calendarEvents } from '../../functions/src/data/events';
import { likes } from '../../functions/src/data/likes';
import { type MailInsert, mails } from '../../functions/src/data/mail';
import { notifications } from '../../functions/src/data/notifications';
import { orders } from '../../functions/src/data/orders';
import { comments, posts } from '../../functions/src/data/posts';
import { questionnaireResponses } from '../../functions/src/data/questionnaires';
import { services } from '../../functions/src/data/services';
import { users } from '../../functions/src/data/users';
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
