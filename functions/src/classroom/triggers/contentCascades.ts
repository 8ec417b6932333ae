import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { deleteRegistrationsOf } from '../../events/data/eventRegistration';
import { triggerOn } from '../../shared/region';
import { deleteCourseContent, deleteLessonProgress } from '../data/courses';

/**
 * docs/product.md (Content management): what goes with a deleted course, lesson or event, deleted
 * page by page in bounded batches (data/pagedDeletion.ts). Idempotent without bookkeeping, like
 * onPostDeletedCascade: a redelivered or retried event deletes what is left, which is nothing.
 */

/** A course's lessons and its members' progress (enrolments and completions); points earned stay. */
export const onCourseDeletedCascade = onDocumentDeleted(triggerOn(`${COLLECTIONS.courses}/{courseId}`), async (event) => {
  await deleteCourseContent(event.params.courseId);
});

/** The progress documents of a deleted lesson's completions; points earned stay. */
export const onLessonDeletedCascade = onDocumentDeleted(triggerOn(`${COLLECTIONS.lessons}/{lessonId}`), async (event) => {
  await deleteLessonProgress(event.params.lessonId);
});

/** An event's registrations, seats and cancellations. */
export const onEventDeletedCascade = onDocumentDeleted(triggerOn(`${COLLECTIONS.calendarEvents}/{eventId}`), async (event) => {
  await deleteRegistrationsOf(event.params.eventId);
});
