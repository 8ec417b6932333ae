/**
 * Test factories: a valid insert of every entity, built by its insert schema (so defaults and
 * rules are the data model's own), with the fields a test cares about overridden. Pure: the
 * browser tests load it too (`store` in ./factories writes one through the data layer).
 */
import { randomUUID } from 'node:crypto';

import { consentInsert, userInsert } from '@app/schemas/accounts/entities';
import { appointmentInsert } from '@app/schemas/appointments/entities';
import { courseInsert, lessonInsert, userCourseProgressInsert } from '@app/schemas/classroom/entities';
import { commentInsert, likeInsert, postInsert } from '@app/schemas/community/entities';
import { contactRequestInsert } from '@app/schemas/content/entities';
import { calendarEventInsert, eventAttendeeInsert } from '@app/schemas/events/entities';
import { notificationInsert } from '@app/schemas/notifications/entities';
import { orderInsert, serviceInsert } from '@app/schemas/services/entities';
import type { z } from 'zod';

/** A short random tag that keeps a test's titles, addresses and ids its own. */
export const uniqueTag = () => randomUUID().slice(0, 8);
/**
 * A unique tag of letters only, for a community nickname: six hex digits of uniqueTag are all
 * digits one time in seventeen, and a nickname may not hold six digits in a row.
 */
export const uniqueLetters = () => uniqueTag().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
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
  /** A confirmed hour a week from now; the agenda's quarter hours are not claimed (slotIds empty). */
  appointment: factoryOf(appointmentInsert, () => ({
    userId: 'utente-di-prova',
    patientName: 'Giulia Bianchi',
    serviceId: 'prima-consulenza',
    serviceName: 'Prima Consulenza',
    locationId: 'prati',
    start: inAWeek(),
    end: new Date(inAWeek().getTime() + 60 * 60 * 1000),
    status: 'confirmed' as const,
    slotIds: [],
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
