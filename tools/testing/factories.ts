/**
 * Test factories, the one way API and browser tests make their data: a valid insert of every
 * entity, built by its insert schema (so defaults and rules are the data model's own), with the
 * fields a test cares about overridden. `store` writes one through the data layer's own entity,
 * with the counters and timestamps a real insert gets.
 */
import { randomUUID } from 'node:crypto';

import {
  calendarEventInsert,
  commentInsert,
  consentInsert,
  contactRequestInsert,
  courseInsert,
  eventAttendeeInsert,
  lessonInsert,
  likeInsert,
  notificationInsert,
  orderInsert,
  postInsert,
  serviceInsert,
  userCourseProgressInsert,
  userInsert,
} from '@app/schemas/entities';
import type { z } from 'zod';

import { adminAudit } from '../../functions/src/data/adminAudit';
import { consents } from '../../functions/src/data/consents';
import { contactRequests } from '../../functions/src/data/contactRequests';
import { courses, lessons, userCourseProgress } from '../../functions/src/data/courses';
import { diaryComments, diaryEntries, diaryPatients } from '../../functions/src/data/diary';
import { eventAttendees } from '../../functions/src/data/eventAttendees';
import { calendarEvents } from '../../functions/src/data/events';
import { likes } from '../../functions/src/data/likes';
import { notifications } from '../../functions/src/data/notifications';
import { orders } from '../../functions/src/data/orders';
import { comments, posts } from '../../functions/src/data/posts';
import { questionnaireResponses } from '../../functions/src/data/questionnaires';
import { services } from '../../functions/src/data/services';
import { users } from '../../functions/src/data/users';

/** A short random tag that keeps a test's titles, addresses and ids its own. */
export const uniqueTag = () => randomUUID().slice(0, 8);
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

type Factory<S extends z.ZodType> = (overrides?: Partial<z.input<S>>) => z.output<S>;
const factoryOf =
  <S extends z.ZodType>(schema: S, defaults: () => z.input<S> & object): Factory<S> =>
  (overrides = {}) =>
    schema.parse({ ...defaults(), ...(overrides as object) }) as z.output<S>;

export const build = {
  user: factoryOf(userInsert, () => ({ email: `prova-${uniqueTag()}@prova.test`, firstName: 'Prova', lastName: 'Utente' })),
  post: factoryOf(postInsert, () => ({
    authorId: 'autore-di-prova',
    title: `Post di prova ${uniqueTag()}`,
    content: 'Un contenuto di prova abbastanza lungo.',
  })),
  comment: factoryOf(commentInsert, () => ({ postId: 'post-di-prova', authorId: 'autore-di-prova', content: 'Un commento di prova' })),
  like: factoryOf(likeInsert, () => ({ userId: 'utente-di-prova', postId: 'post-di-prova', targetAuthorId: 'autore-di-prova' })),
  course: factoryOf(courseInsert, () => ({
    title: `Corso di prova ${uniqueTag()}`,
    description: 'Un corso creato da un test automatico.',
  })),
  lesson: factoryOf(lessonInsert, () => ({ courseId: 'corso-di-prova', title: `Lezione di prova ${uniqueTag()}`, order: 1 })),
  userCourseProgress: factoryOf(userCourseProgressInsert, () => ({ userId: 'utente-di-prova', courseId: 'corso-di-prova' })),
  calendarEvent: factoryOf(calendarEventInsert, () => ({
    title: `Evento di prova ${uniqueTag()}`,
    description: 'Un evento creato da un test.',
    startTime: inAWeek(),
  })),
  eventAttendee: factoryOf(eventAttendeeInsert, () => ({
    eventId: 'evento-di-prova',
    userId: 'utente-di-prova',
    registrationId: `prova-${uniqueTag()}`,
  })),
  consent: factoryOf(consentInsert, () => ({ userId: 'utente-di-prova', document: 'privacy' as const, version: 'prova' })),
  notification: factoryOf(notificationInsert, () => ({
    userId: 'utente-di-prova',
    type: 'prova',
    title: 'Notifica',
    message: 'Notifica di prova',
  })),
  contactRequest: factoryOf(contactRequestInsert, () => ({
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: `prova-${uniqueTag()}@prova.test`,
    phone: '3331234567',
    consultationType: 'prima-consulenza',
    privacyAccepted: 'accepted',
  })),
  service: factoryOf(serviceInsert, () => ({
    name: `Servizio di prova ${uniqueTag()}`,
    description: 'Servizio creato da un test',
    price: 12345,
    category: 'program' as const,
  })),
  order: factoryOf(orderInsert, () => ({
    serviceId: 'servizio-di-prova',
    totalAmount: 12345,
    customerEmail: 'giulia@example.com',
    customerName: 'Giulia Bianchi',
    customerPhone: '3331234567',
    billingAddress: 'Via Roma 1',
    billingCity: 'Roma',
    billingPostalCode: '00100',
  })),
};

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
};
type StoredKey = keyof typeof entities;

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

/** Deletes what `store` wrote in this test file (call it in afterAll). */
export async function removeStored() {
  await Promise.all(stored.splice(0).map(({ key, id }) => entities[key].ref(id).delete()));
}
