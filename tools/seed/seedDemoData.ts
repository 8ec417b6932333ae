/**
 * Seeds the demo data, idempotently: every document has a fixed id and is created only when
 * missing, so a second run changes nothing and never undoes what people did in the meantime.
 * Derived state (stats, points) is left to the triggers, as in production.
 */
import { userInsert } from '@app/schemas/accounts/entities';
import { courseInsert, lessonInsert } from '@app/schemas/classroom/entities';
import { commentInsert, likeInsert, postInsert } from '@app/schemas/community/entities';
import { postLikeId } from '@app/schemas/community/likeIds';
import { calendarEventInsert, eventAttendeeInsert } from '@app/schemas/events/entities';
import { orderInsert, serviceInsert } from '@app/schemas/services/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentReference, FieldValue, getFirestore } from 'firebase-admin/firestore';

import { nicknameClaimId } from '../../functions/src/community/data/nicknameClaimId';
import { demoAccountConsents, demoAccountProfiles, ensureDemoAuthUsers } from './demoAccountUsers';
import { addDemoAppointments } from './demoAppointments';
import { addDemoCarePlan } from './demoCarePlan';
import * as content from './demoContent';
import { addDemoDiary } from './demoDiary';
import { addDemoFodmap } from './demoFodmap';
import { addDemoHistory } from './demoHistory';
import { addDemoInvoices } from './demoInvoices';
import { addDemoMail } from './demoMail';
import { addDemoMessages } from './demoMessages';
import { addDemoPatients } from './demoPatients';
import { addDemoPractice } from './demoPractice';

type Data = Record<string, unknown>;

function firebase(projectId: string) {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { db: getFirestore(app), auth: getAuth(app) };
}

export async function seedDemoData(projectId: string): Promise<number> {
  const { db, auth } = firebase(projectId);
  await ensureDemoAuthUsers(auth);

  const now = FieldValue.serverTimestamp();
  const documents: [DocumentReference, Data][] = [];
  const add = (collection: string, id: string, data: Data) => documents.push([db.collection(collection).doc(id), data]);

  for (const [uid, profile] of demoAccountProfiles()) add(COLLECTIONS.users, uid, { ...profile, createdAt: now, updatedAt: now });
  for (const [id, consent] of demoAccountConsents()) add(COLLECTIONS.consents, id, { ...consent, acceptedAt: now });
  for (const { uid, communityName, ...member } of content.members) {
    add(COLLECTIONS.users, uid, { ...userInsert.parse(member), ...(communityName && { communityName }), createdAt: now, updatedAt: now });
    // A nickname is held by its claim document, as the profile call writes it.
    if (communityName?.nickname) {
      add(COLLECTIONS.communityNicknames, nicknameClaimId(communityName.nickname), {
        uid,
        nickname: communityName.nickname,
        createdAt: now,
      });
    }
  }
  for (const { id, ...service } of content.services) {
    add(COLLECTIONS.services, id, { ...serviceInsert.parse(service), createdAt: now, updatedAt: now });
  }
  for (const { id, lessons, ...course } of content.courses) {
    add(COLLECTIONS.courses, id, { ...courseInsert.parse(course), enrollmentCount: 0, createdAt: now, updatedAt: now });
    lessons.forEach(({ id: lessonId, ...lesson }, index) => {
      add(COLLECTIONS.lessons, lessonId, { ...lessonInsert.parse({ ...lesson, courseId: id, order: index + 1 }), createdAt: now });
    });
  }
  for (const { id, ...event } of content.events()) {
    const attendeeCount = content.eventAttendees.filter((attendee) => attendee.eventId === id).length;
    add(COLLECTIONS.calendarEvents, id, { ...calendarEventInsert.parse(event), attendeeCount, createdAt: now });
  }
  // Each registration with its seat (event_seats/{eventId}_{n}), as the API writes them.
  for (const { eventId, userId, seat } of content.eventAttendees) {
    const registrationId = `demo-${eventId}-${userId}`;
    add(COLLECTIONS.eventAttendees, `${eventId}_${userId}`, {
      ...eventAttendeeInsert.parse({ eventId, userId, seat, registrationId }),
      registeredAt: now,
    });
    add(COLLECTIONS.eventSeats, `${eventId}_${seat}`, { eventId, seat, userId, takenAt: now });
  }
  const hoursBefore = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
  for (const { id, hoursAgo, editedHoursAgo, ...post } of content.posts) {
    const likesCount = content.likes.filter((like) => like.postId === id).length;
    const commentsCount = content.comments.filter((comment) => comment.postId === id).length;
    const createdAt = hoursBefore(hoursAgo);
    const editedAt = editedHoursAgo === undefined ? null : hoursBefore(editedHoursAgo);
    add(COLLECTIONS.posts, id, {
      ...postInsert.parse(post),
      likesCount,
      commentsCount,
      createdAt,
      updatedAt: editedAt ?? createdAt,
      editedAt,
    });
  }
  for (const { id, hoursAgo, ...comment } of content.comments) {
    const createdAt = hoursBefore(hoursAgo);
    add(COLLECTIONS.comments, id, { ...commentInsert.parse(comment), likesCount: 0, createdAt, updatedAt: createdAt });
  }
  for (const { id, hoursAgo, ...order } of content.orders) {
    const createdAt = hoursBefore(hoursAgo);
    add(COLLECTIONS.orders, id, { ...orderInsert.parse(order), createdAt, updatedAt: createdAt });
  }
  for (const like of content.likes) {
    const targetAuthorId = content.posts.find((post) => post.id === like.postId)?.authorId ?? '';
    add(COLLECTIONS.likes, postLikeId(like.userId, like.postId), { ...likeInsert.parse({ ...like, targetAuthorId }), createdAt: now });
  }

  addDemoHistory((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoDiary((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoCarePlan((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoFodmap((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoInvoices((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoMail((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoMessages((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoAppointments((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoPatients((collection, id, data) => add(COLLECTIONS[collection], id, data));
  addDemoPractice((collection, id, data) => add(COLLECTIONS[collection], id, data));

  const existing = await db.getAll(...documents.map(([reference]) => reference));
  const missing = documents.filter((_, index) => !existing[index]?.exists);
  // Batches of at most 400 writes (Firestore takes 500 in one).
  for (let start = 0; start < missing.length; start += 400) {
    const batch = db.batch();
    for (const [reference, data] of missing.slice(start, start + 400)) batch.create(reference, data);
    await batch.commit();
  }
  return missing.length;
}
