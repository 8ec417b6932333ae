import type { AdminAuditDoc } from '@app/schemas/audit/entities';
import type { UserCourseProgressDoc } from '@app/schemas/classroom/entities';
import type { CommentDoc, LikeDoc } from '@app/schemas/community/entities';
import type { EventAttendeeDoc } from '@app/schemas/events/entities';
import type { OrderDoc } from '@app/schemas/services/entities';
import { FieldPath, type Query } from 'firebase-admin/firestore';

import { eraseAppointmentsOf } from '../../appointments/data/appointments';
import { seatsQueryOf } from '../../appointments/data/bookingSeats';
import { packageVisitsQueryOf } from '../../appointments/data/packageVisits';
import { adminAudit, auditQueriesAbout, ERASED_ACTOR, ERASED_SUMMARY } from '../../audit/data/adminAudit';
import { eraseCarePlanOf } from '../../carePlan/data/carePlanPrivacy';
import { userCourseProgress, withdrawEnrolment } from '../../classroom/data/courses';
import { nicknameClaimsOf } from '../../community/data/communityNames';
import { likes, withdrawLike } from '../../community/data/likes';
import { deleteComment } from '../../community/data/postDeletion';
import { comments, posts } from '../../community/data/posts';
import { eraseContactRequestsFrom } from '../../content/data/contactRequestErasure';
import { eraseDiaryOf } from '../../diary/data/diaryPrivacy';
import { eventAttendees } from '../../events/data/eventAttendees';
import { unregister } from '../../events/data/eventRegistration';
import { eraseFodmapOf } from '../../fodmap/data/fodmap';
import { eraseMessagesOf } from '../../messages/data/messages';
import { notifications } from '../../notifications/data/notifications';
import { erasePushSubscriptionsOf } from '../../notifications/data/pushSubscriptions';
import { mails } from '../../notifications/mail/mailCollection';
import { orders } from '../../services/data/orders';
import { newBatch } from '../../shared/data/entity';
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { emailKey } from '../../shared/data/rateLimit';
import { NotFound } from '../../shared/domainErrors';
import { consents } from './consents';
import { knownDevicesOf } from './knownDevices';
import { sessionsOf } from './sessions';
import { doctorIds, users } from './users';

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

/**
 * What an invoiced order loses (docs/security.md, Erasure): the law keeps the invoice for ten years
 * (name, tax code or VAT number, billing address, service, amounts, number and date, the Sistema TS
 * opposition), nothing else.
 */
const INVOICE_KEEPS_NOT = { userId: null, customerEmail: '', customerPhone: '', notes: '', billingNotes: '' } satisfies Partial<OrderDoc>;

/**
 * Orders without an invoice or money received (pending, cancelled before invoicing) go; invoiced
 * ones keep only what the invoice needs, and so do those with a payment and no invoice yet (a
 * deposit): the money received stays on the books, and the policy's refund of a visit the erasure
 * calls off finds its order (docs/payments.md, Cancellations).
 */
async function eraseOrders(userId: string): Promise<void> {
  for (;;) {
    const page = await orders.collection.where('userId', '==', userId).limit(ERASURE_PAGE_SIZE).select('invoiceNumber', 'payment').get();
    if (page.empty) return;
    const batch = newBatch();
    for (const order of page.docs) {
      if (order.get('invoiceNumber') || order.get('payment')) batch.update(order.ref, INVOICE_KEEPS_NOT);
      else batch.delete(order.ref);
    }
    await batch.commit();
  }
}

/**
 * The audit entries about the person keep the uid, the action, the document and the time; their
 * free text (which may hold a name, an address, an e-mail) goes, and so does the person's name as
 * an actor. A failed sign-in's entry, filed under the hash of the address, is filed under the uid.
 */
async function scrubAuditEntries(userId: string, email: string | undefined): Promise<void> {
  const key = email ? emailKey(email) : undefined;
  for (const query of auditQueriesAbout(userId, key)) {
    await forEachPage(query, async (entry: AdminAuditDoc) => {
      const scrubbed: Partial<AdminAuditDoc> = { summary: ERASED_SUMMARY };
      if (entry.actorId === userId) scrubbed.actorName = ERASED_ACTOR;
      if (key && entry.subjectId === key) Object.assign(scrubbed, { subjectId: userId, documentId: userId });
      await adminAudit.ref(entry.id).update(scrubbed);
    });
  }
}

/**
 * Erases what the member left in the community, the classroom and the calendar, their consents,
 * notifications, push devices, e-mails, contact requests and care diary, and what the law does not keep of their
 * orders and audit entries. `email` is the erased profile's address (the trigger's snapshot).
 */
export async function eraseAccountData(userId: string, email: string | undefined): Promise<void> {
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
  await eraseOrders(userId);
  if (email) await eraseContactRequestsFrom(email);
  await scrubAuditEntries(userId, email);
  await deleteMatching(knownDevicesOf(email ? [userId, emailKey(email)] : [userId]));
  await deleteMatching(sessionsOf(userId));
  await deleteMatching(seatsQueryOf(userId));
  await deleteMatching(packageVisitsQueryOf(userId));
  await eraseAppointmentsOf(userId, { doctors: await doctorIds(), now: new Date() });
  await deleteMatching(consents.collection.where('userId', '==', userId));
  await deleteMatching(notifications.collection.where('userId', '==', userId));
  // The devices that received their push notifications.
  await erasePushSubscriptionsOf(userId);
  await deleteMatching(nicknameClaimsOf(userId));
  // The e-mails sent to them (their address and what each said).
  await deleteMatching(mails.collection.where('userId', '==', userId));
  // Health data: the diary's entries, questionnaires, the doctor's comments and the consent.
  await eraseDiaryOf(userId);
  // Health data: the care plan's intake, record, measurements and meal plans.
  await eraseCarePlanOf(userId);
  // Health data: the FODMAP reintroduction protocol.
  await eraseFodmapOf(userId);
  // Health data too: the messages with the doctor and their conversation.
  await eraseMessagesOf(userId);
}

/**
 * Deletes the profile, which starts the erasure (the users trigger runs eraseAccountData). A
 * profile already gone is fine: the erasure is being, or has been, done.
 */
export async function deleteProfile(userId: string): Promise<void> {
  await users.ref(userId).delete();
}
