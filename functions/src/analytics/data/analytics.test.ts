import { romeWallTimeToUtc } from '@app/schemas/shared/romeTime';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { db } from '../../../../tools/testing/api';
import { writeDaySnapshot } from './analytics';

/**
 * The snapshot of one day, checked against counts made here by hand. The day is 25 March 1990,
 * when Rome's clocks went from 02:00 to 03:00 (a 23-hour day), long before any other data of the
 * stack, so the running totals hold only what this test writes.
 */
const DAY = '1990-03-25';
const at = (date: string, time: string) => romeWallTimeToUtc(date, time);
const inDay = (time: string) => at(DAY, time);
const dayBefore = (time: string) => at('1990-03-24', time);
const dayAfter = (time: string) => at('1990-03-26', time);
type Collection = 'users' | 'posts' | 'comments' | 'likes' | 'user_course_progress' | 'event_attendees' | 'orders' | 'contact_requests';
const written: [string, string][] = [];

async function put(collection: Collection, data: Record<string, unknown>) {
  const id = `storico-${written.length}`;
  written.push([collection, id]);
  await db.collection(collection).doc(id).set(data);
}

async function removeAll() {
  await Promise.all(written.map(([collection, id]) => db.collection(collection).doc(id).delete()));
  await Promise.all(['1990-03-24', DAY].map((day) => db.collection('analytics_snapshots').doc(day).delete()));
}

beforeAll(async () => {
  const user = (createdAt: Date) => ({
    email: 'storico@prova.test',
    firstName: 'S',
    lastName: 'T',
    points: 0,
    level: 1,
    isAdmin: false,
    createdAt,
    updatedAt: createdAt,
  });
  await put('users', user(inDay('00:00')));
  await put('users', user(inDay('23:59')));
  await put('users', user(dayBefore('23:59')));
  const post = (authorId: string, createdAt: Date) => ({
    authorId,
    title: 'Storico',
    content: 'Un post di altri tempi.',
    likesCount: 0,
    commentsCount: 0,
    createdAt,
    updatedAt: createdAt,
  });
  await put('posts', post('socia-a', inDay('01:59')));
  await put('posts', post('socia-a', inDay('03:00')));
  await put('posts', post('socia-b', inDay('23:30')));
  // Midnight of the next day belongs to the next day.
  await put('posts', post('socia-z', dayAfter('00:00')));
  const comment = (authorId: string, createdAt: Date) => ({
    postId: 'storico-3',
    authorId,
    content: 'Commento',
    likesCount: 0,
    createdAt,
    updatedAt: createdAt,
  });
  await put('comments', comment('socia-c', inDay('12:00')));
  await put('comments', comment('socia-c', inDay('12:30')));
  const like = (userId: string, createdAt: Date) => ({
    userId,
    postId: 'storico-3',
    commentId: null,
    targetAuthorId: 'socia-a',
    createdAt,
  });
  await put('likes', like('socia-a', inDay('10:00')));
  await put('likes', like('socia-d', inDay('10:00')));
  await put('likes', like('socia-y', dayBefore('10:00')));
  const progress = (lessonId: string | null, completedAt: Date | null) => ({
    userId: 'socia-a',
    courseId: 'corso-storico',
    lessonId,
    completed: Boolean(completedAt),
    completedAt,
    enrolledAt: inDay('09:00'),
  });
  await put('user_course_progress', progress(null, null));
  await put('user_course_progress', progress('lezione-1', inDay('09:30')));
  await put('user_course_progress', progress('lezione-2', inDay('10:30')));
  await put('event_attendees', { eventId: 'evento-storico', userId: 'socia-a', registeredAt: inDay('18:00') });
  const order = (totalAmount: number, createdAt: Date, invoiceDate: Date | null) => ({
    userId: 'socia-a',
    serviceId: 'prima-consulenza',
    status: invoiceDate ? 'completed' : 'pending',
    totalAmount,
    customerName: 'S T',
    customerEmail: 'storico@prova.test',
    customerPhone: '3331234567',
    billingAddress: 'Via Roma 1',
    billingCity: 'Roma',
    billingPostalCode: '00100',
    invoiceDate,
    createdAt,
    updatedAt: createdAt,
  });
  await put('orders', order(10000, inDay('11:00'), inDay('15:00')));
  await put('orders', order(4500, inDay('11:30'), null));
  await put('orders', order(6000, dayBefore('11:00'), inDay('16:00')));
  await put('orders', order(8000, dayBefore('12:00'), dayBefore('13:00')));
  await put('contact_requests', {
    firstName: 'S',
    lastName: 'T',
    email: 'a@b.it',
    phone: '3331234567',
    consultationType: '',
    message: '',
    privacyAccepted: 'accepted',
    createdAt: inDay('08:00'),
  });
});

afterAll(removeAll);

describe('the daily analytics snapshot', () => {
  const expectedFigures = {
    activeMembers: 4, // socia-a (posts, like), socia-b (post), socia-c (comments), socia-d (like)
    newMembers: 2,
    posts: 3,
    comments: 2,
    likes: 2,
    lessonCompletions: 2,
    enrolments: 1,
    eventRegistrations: 1,
    orders: 2,
    revenue: 16000, // completed that day: 100 € ordered that day and 60 € ordered the day before
    contactRequests: 1,
  };

  it("counts the day's figures in Rome's day, and running totals up to its end", async () => {
    const snapshot = await writeDaySnapshot(DAY);
    expect(snapshot.figures).toEqual(expectedFigures);
    // What happened the day before is in the totals, not in the day's figures.
    expect(snapshot.totals).toEqual({ ...expectedFigures, newMembers: 3, likes: 3, orders: 4, revenue: 24000 });
    const stored = (await db.collection('analytics_snapshots').doc(DAY).get()).data()!;
    expect(stored).toMatchObject({ day: DAY, figures: expectedFigures });
    expect(stored.computedAt).toBeInstanceOf(Timestamp);
  });

  it('run twice for the same day, it writes the same figures, never added twice', async () => {
    const first = await writeDaySnapshot(DAY);
    const second = await writeDaySnapshot(DAY);
    expect(second).toEqual(first);
    expect((await db.collection('analytics_snapshots').doc(DAY).get()).data()).toMatchObject({
      figures: expectedFigures,
      totals: first.totals,
    });
  });

  it('continues the running sum of active members from the day before', async () => {
    const before = await writeDaySnapshot('1990-03-24');
    expect(before.figures.activeMembers).toBe(1);
    const snapshot = await writeDaySnapshot(DAY);
    expect(snapshot.totals.activeMembers).toBe(5);
  });
});
