import type { StatsDoc } from '@app/schemas/analytics/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { applyStatDelta } from './stats';

type Counts = (data: DocumentData) => boolean;

/** +1 when a document starts to count, -1 when it stops (deleted, or no longer matching). */
export function countedDelta(counts: Counts, before: DocumentData | undefined, after: DocumentData | undefined): number {
  return (after && counts(after) ? 1 : 0) - (before && counts(before) ? 1 : 0);
}

/** A trigger keeping `field` of stats/global equal to the number of documents that count. */
function counterOf(functionName: string, collection: keyof typeof COLLECTIONS, field: keyof StatsDoc, counts: Counts) {
  return onDocumentWritten(triggerOn(`${COLLECTIONS[collection]}/{id}`), (event) =>
    applyStatDelta(functionName, event.id, field, countedDelta(counts, event.data?.before.data(), event.data?.after.data())),
  );
}

/** Courses count once published (the members' catalogue), as /api/stats and /api/admin/stats show them. */
export const onCourseWritten = counterOf('onCourseWritten', 'courses', 'totalCourses', (course) => course.isPublished === true);

/** Services count while active (those on sale). */
export const onServiceWritten = counterOf('onServiceWritten', 'services', 'totalServices', (service) => service.isActive === true);

// Posts are updated by every like and comment; only their creation and deletion change the count.
const postDocument = triggerOn(`${COLLECTIONS.posts}/{postId}`);
export const onPostCreated = onDocumentCreated(postDocument, (event) => applyStatDelta('onPostCreated', event.id, 'totalPosts', 1));
export const onPostDeleted = onDocumentDeleted(postDocument, (event) => applyStatDelta('onPostDeleted', event.id, 'totalPosts', -1));
