/**
 * Test factories: a valid insert of every entity, built by its insert schema (so defaults and
 * rules are the data model's own), with the fields a test cares about overridden. `store` writes
 * one through the data layer's entity, with the counters and timestamps a real insert gets.
 */
import { randomUUID } from 'node:crypto';

import {
  calendarEventInsert,
  commentInsert,
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

import { type CollectionKey, entity } from '../../functions/src/data/entity';
import type { MailInsert } from '../../functions/src/data/mail';

const tag = () => randomUUID().slice(0, 8);
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

type Factory<S extends z.ZodType> = (overrides?: Partial<z.input<S>>) => z.output<S>;
const factoryOf =
  <S extends z.ZodType>(schema: S, defaults: () => z.input<S> & object): Factory<S> =>
  (overrides = {}) =>
    schema.parse({ ...defaults(), ...(overrides as object) }) as z.output<S>;

export const build = {
  user: factoryOf(userInsert, () => ({ email: `prova-${tag()}@prova.test`, firstName: 'Prova', lastName: 'Utente' })),
  post: factoryOf(postInsert, () => ({
    authorId: 'autore-di-prova',
    title: `Post di prova ${tag()}`,
    content: 'Un contenuto di prova abbastanza lungo.',
  })),
  comment: factoryOf(commentInsert, () => ({ postId: 'post-di-prova', authorId: 'autore-di-prova', content: 'Un commento di prova' })),
  like: factoryOf(likeInsert, () => ({ userId: 'utente-di-prova', postId: 'post-di-prova', targetAuthorId: 'autore-di-prova' })),
  course: factoryOf(courseInsert, () => ({ title: `Corso di prova ${tag()}`, description: 'Un corso creato da un test automatico.' })),
  lesson: factoryOf(lessonInsert, () => ({ courseId: 'corso-di-prova', title: `Lezione di prova ${tag()}`, order: 1 })),
  userCourseProgress: factoryOf(userCourseProgressInsert, () => ({ userId: 'utente-di-prova', courseId: 'corso-di-prova' })),
  calendarEvent: factoryOf(calendarEventInsert, () => ({
    title: `Evento di prova ${tag()}`,
    description: 'Un evento creato da un test.',
    startTime: inAWeek(),
  })),
  eventAttendee: factoryOf(eventAttendeeInsert, () => ({
    eventId: 'evento-di-prova',
    userId: 'utente-di-prova',
    registrationId: `prova-${tag()}`,
  })),
  notification: factoryOf(notificationInsert, () => ({
    userId: 'utente-di-prova',
    type: 'prova',
    title: 'Notifica',
    message: 'Notifica di prova',
  })),
  contactRequest: factoryOf(contactRequestInsert, () => ({
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: `prova-${tag()}@prova.test`,
    phone: '3331234567',
    consultationType: 'prima-consulenza',
    privacyAccepted: 'accepted',
  })),
  service: factoryOf(serviceInsert, () => ({
    name: `Servizio di prova ${tag()}`,
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

/** A mail document already sent (its delivery SUCCESS, so the sender leaves it alone); store with stamps ['createdAt']. */
export const buildSentMail = (overrides: Partial<MailInsert> = {}): MailInsert & { delivery: object } => ({
  to: `prova-${tag()}@prova.test`,
  message: { subject: 'Email di prova', text: 'Testo di prova', html: '<p>Testo di prova</p>' },
  userId: null,
  category: 'account',
  template: 'prova',
  ...overrides,
  delivery: { state: 'SUCCESS', attempts: 1, startTime: new Date(), endTime: new Date(), error: null, info: { messageId: '<prova>' } },
});

const stored: { key: CollectionKey; id: string }[] = [];

/**
 * Writes an insert as the data layer would (timestamps of the commit, counters at 0) under a
 * test id, and remembers it for `removeStored`.
 */
export async function store(key: CollectionKey, insert: object, options: { id?: string; stamps?: string[]; counters?: string[] } = {}) {
  const target = entity(key, { notFound: 'non trovato', stamps: options.stamps, counters: options.counters });
  const id = options.id ?? `prova-${randomUUID()}`;
  await target.ref(id).set(target.insertData(insert));
  stored.push({ key, id });
  return id;
}

/** Deletes what `store` wrote in this test file (call it in afterAll). */
export async function removeStored() {
  await Promise.all(stored.splice(0).map(({ key, id }) => entity(key, { notFound: 'non trovato' }).ref(id).delete()));
}
