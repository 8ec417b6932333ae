import { type AnalyticsSnapshot, DAY_FIGURES, type DayFigure, type DayFigures } from '@app/schemas/analytics/analytics';
import { addDays, romeDayBounds } from '@app/schemas/shared/romeTime';
import { AggregateField, FieldValue, type Query, Timestamp } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { userCourseProgress } from '../../classroom/data/courses';
import { likes } from '../../community/data/likes';
import { comments, posts } from '../../community/data/posts';
import { contactRequests } from '../../content/data/contactRequests';
import { eventAttendees } from '../../events/data/eventAttendees';
import { orders } from '../../services/data/orders';
import { entity } from '../../shared/data/entity';

/** analytics_snapshots/{YYYY-MM-DD} */
export const analyticsSnapshots = entity<AnalyticsSnapshot & { id: string }>('analyticsSnapshots', {
  notFound: 'Giorno non trovato',
  stamps: ['computedAt'],
});

/**
 * Active members are the distinct authors of a day's posts, comments and likes. Counting distinct
 * values needs the documents, so each of the three reads only its author field and at most this
 * many documents: the figure is exact up to that many actions of each kind a day.
 */
export const ACTIVITY_SCAN_LIMIT = 2000;

interface Range {
  start?: Date;
  end?: Date;
}

function inRange(query: Query, field: string, { start, end }: Range): Query {
  let ranged = query;
  if (start) ranged = ranged.where(field, '>=', Timestamp.fromDate(start));
  if (end) ranged = ranged.where(field, '<', Timestamp.fromDate(end));
  return ranged;
}

/** Where each counted figure lives: the collection, its time field and any other filter. */
const COUNTED: Record<Exclude<DayFigure, 'activeMembers' | 'revenue'>, () => [Query, string]> = {
  newMembers: () => [users.collection, 'createdAt'],
  posts: () => [posts.collection, 'createdAt'],
  comments: () => [comments.collection, 'createdAt'],
  likes: () => [likes.collection, 'createdAt'],
  lessonCompletions: () => [userCourseProgress.collection, 'completedAt'],
  // An enrolment is the progress document of the course, never completed itself; each lesson
  // done has a document of its own, completed. (Not `lessonId == null`: a null filter is a unary
  // filter, which the local Node Firestore cannot combine with a range.)
  enrolments: () => [userCourseProgress.collection.where('completed', '==', false), 'enrolledAt'],
  eventRegistrations: () => [eventAttendees.collection, 'registeredAt'],
  orders: () => [orders.collection, 'createdAt'],
  contactRequests: () => [contactRequests.collection, 'createdAt'],
};

async function countIn(figure: keyof typeof COUNTED, range: Range): Promise<number> {
  const [query, field] = COUNTED[figure]();
  return (await inRange(query, field, range).count().get()).data().count;
}

/** Revenue: the cents of the orders completed (invoiced) in the range, one sum() aggregation. */
async function revenueIn(range: Range): Promise<number> {
  const query = inRange(orders.collection, 'invoiceDate', range);
  const result = await query.aggregate({ revenue: AggregateField.sum('totalAmount') }).get();
  return Math.round(Number(result.data().revenue ?? 0));
}

/** How many members posted, commented or liked in the range: three reads of one field each. */
export async function activeMembersIn(range: Range): Promise<number> {
  const sources: [Query, string][] = [
    [posts.collection, 'authorId'],
    [comments.collection, 'authorId'],
    [likes.collection, 'userId'],
  ];
  const snapshots = await Promise.all(
    sources.map(([source, field]) =>
      inRange(source, 'createdAt', range)
        .select(field)
        .limit(ACTIVITY_SCAN_LIMIT)
        .get()
        .then((snapshot) => ({ snapshot, field })),
    ),
  );
  const members = new Set(snapshots.flatMap(({ snapshot, field }) => snapshot.docs.map((document) => String(document.get(field)))));
  return members.size;
}

const countedFigures = Object.keys(COUNTED) as (keyof typeof COUNTED)[];

/** Every figure of the range but active members, in parallel: one aggregation each. */
async function countedIn(range: Range): Promise<Omit<DayFigures, 'activeMembers'>> {
  const [revenue, ...counts] = await Promise.all([revenueIn(range), ...countedFigures.map((figure) => countIn(figure, range))]);
  return {
    ...(Object.fromEntries(countedFigures.map((figure, index) => [figure, counts[index]!])) as Omit<
      DayFigures,
      'activeMembers' | 'revenue'
    >),
    revenue,
  };
}

/**
 * The snapshot of one day in Rome, computed from the data (never added to what was there): the
 * day's figures, and the running totals up to its end. Totals are counted over all time; the
 * running sum of active members, which cannot be counted afterwards, continues the previous
 * day's snapshot (from zero when that day has none). About 25 aggregations and reads, all in one
 * parallel wave, plus the read of the previous day.
 */
export async function computeDaySnapshot(day: string): Promise<AnalyticsSnapshot> {
  const range = romeDayBounds(day);
  const [activeMembers, dayCounts, totalCounts, previous] = await Promise.all([
    activeMembersIn(range),
    countedIn(range),
    countedIn({ end: range.end }),
    analyticsSnapshots.find(addDays(day, -1)),
  ]);
  const figures: DayFigures = { activeMembers, ...dayCounts };
  const totals: DayFigures = { activeMembers: (previous?.totals.activeMembers ?? 0) + activeMembers, ...totalCounts };
  return { day, figures, totals };
}

/** Computes and stores a day's snapshot with set: run twice for a day, it is the same document. */
export async function writeDaySnapshot(day: string): Promise<AnalyticsSnapshot> {
  const snapshot = await computeDaySnapshot(day);
  await analyticsSnapshots.ref(day).set({ ...snapshot, computedAt: FieldValue.serverTimestamp() });
  return snapshot;
}

/** Which of these days have no snapshot yet: one getAll. */
export async function daysWithoutSnapshot(days: string[]): Promise<string[]> {
  const found = await analyticsSnapshots.many(days, ['day']);
  return days.filter((day) => !found.has(day));
}

/** The snapshots from `from` to `to` included, oldest first, at most `limit`: one round trip. */
export async function snapshotsBetween(from: string, to: string, limit: number): Promise<AnalyticsSnapshot[]> {
  const snapshot = await analyticsSnapshots.typed.where('day', '>=', from).where('day', '<=', to).orderBy('day', 'asc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

export const snapshotOf = (day: string) => analyticsSnapshots.find(day);

export const ZERO_FIGURES = Object.fromEntries(DAY_FIGURES.map((name) => [name, 0])) as DayFigures;

/** Lessons completed since `start`: one count() aggregation. */
export const countLessonCompletionsSince = (start: Date) => countIn('lessonCompletions', { start });
/** Posts published since `start`: one count() aggregation. */
export const countPostsSince = (start: Date) => countIn('posts', { start });
