import type { CommentDoc, EventAttendeeDoc, LikeDoc, OrderDoc, UserCourseProgressDoc } from '@app/schemas/entities';
import { FieldPath, type Query } from 'firebase-admin/firestore';

import { NotFound } from '../app/domainErrors';
import { eraseAppointmentsOf } from './appointments';
import { consents } from './consents';
import { userCourseProgress, withdrawEnrolment } from './courses';
import { eraseDiaryOf } from './diaryPrivacy';
import { newBatch } from './entity';
import { eventAttendees } from './eventAttendees';
import { unregister } from './eventRegistration';
import { likes, withdrawLike } from './likes';
import { mails } from './mail';
import { notifications } from './notifications';
import { orders } from './orders';
import { deleteMatching } from './pagedDeletion';
import { deleteComment } from './postDeletion';
import { comments, posts } from './posts';
import { users } from './users';

/**
 * The erasure of an account (docs/product.md, Accounts and privacy), run by the users trigger once
 * the profile is deleted. Every step reads a bounded page, undoes each document with the counter
 * it moved (a comment with its post's commentsCount, a like with its target's likesCount and, by
 * the points trigger, its author's point, an enrolment with enrollmentCount, a registration with
 * its seat and attendeeCount), then deletes what is left of that kind. Each undo is an atomic batch
 * with a delete precondition, so a redelivered or interrupted run counts nothing twice.
 */

/** Documents read and undone at once, per kind. */
const ERASURE_PAGE_SIZE = 100;

/** Runs `undo` on every document the query matches, a page at a time, in document-id order. */
async function forEachPage<D extends { id: string }>(query: Query<D>, undo: (document: D) => Promise<unknown>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(ERASURE_PAGE_SIZE);
    const page = await (after ? ordered.startAfter(after) : ordered).get();
    await Promise.all(page.docs.map((snapshot) => undo(snapshot.data())));
    if (page.size < ERASURE_PAGE_SIZE) return;
    after = page.docs.at(-1)!.id;
  }
}

/** A comment whose post is gone is the post cascade's to delete: nothing to count here. */
async function eraseComment(comment: CommentDoc): Promise<void> {
  try {
    await deleteComment(comment);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
}

/** The member's orders stay, as the law keeps invoices for ten years, but no longer name the account. */
async function detachOrders(userId: string): Promise<void> {
  for (;;) {
    const page = await orders.collection.where('userId', '==', userId).limit(ERASURE_PAGE_SIZE).select().get();
    if (page.empty) return;
    const batch = newBatch();
    for (const order of page.docs) batch.update(order.ref, { userId: null } satisfies Partial<OrderDoc>);
    await batch.commit();
  }
}

/**
 * Erases what the member left in the community, the classroom and the calendar, their consents,
 * notifications, e-mails, appointments and care diary, and detaches their orders.
 */
export async function eraseAccountData(userId: string): Promise<void> {
  // Posts: their comments, likes, counts and points follow by the post triggers.
  await deleteMatching(posts.collection.where('authorId', '==', userId));
  await forEachPage(comments.typed.where('authorId', '==', userId), eraseComment);
  await deleteMatching(comments.collection.where('authorId', '==', userId));
  await forEachPage(likes.typed.where('userId', '==', userId), (like: LikeDoc) => withdrawLike(like));
  await deleteMatching(likes.collection.where('userId', '==', userId));
  // Enrolments move enrollmentCount; a lesson's progress document (lessonId set) moves no count.
  await forEachPage(userCourseProgress.typed.where('userId', '==', userId), (progress: UserCourseProgressDoc) =>
    progress.lessonId === null ? withdrawEnrolment(progress) : Promise.resolve(),
  );
  await deleteMatching(userCourseProgress.collection.where('userId', '==', userId));
  await forEachPage(eventAttendees.typed.where('userId', '==', userId), (attendee: EventAttendeeDoc) =>
    unregister({ id: attendee.eventId }, userId),
  );
  await deleteMatching(eventAttendees.collection.where('userId', '==', userId));
  await detachOrders(userId);
  await eraseAppointmentsOf(userId);
  await deleteMatching(consents.collection.where('userId', '==', userId));
  await deleteMatching(notifications.collection.where('userId', '==', userId));
  // The e-mails sent to them (their address and what each said).
  await deleteMatching(mails.collection.where('userId', '==', userId));
  // Health data: the diary's entries, questionnaires, the doctor's comments and the consent.
  await eraseDiaryOf(userId);
}

/**
 * Deletes the profile, which starts the erasure (the users trigger runs eraseAccountData). A
 * profile already gone is fine: the erasure is being, or has been, done.
 */
export async function deleteProfile(userId: string): Promise<void> {
  await users.ref(userId).delete();
}
