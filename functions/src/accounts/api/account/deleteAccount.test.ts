import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import {
  attend,
  attendeeCountOf,
  enrolIn,
  enrollmentCountOf,
  pointsOf,
  removeClassroomData,
  storeCourse,
  storeEvent,
} from '../../../../../tools/testing/classroom';
import { build, buildSentMail, store } from '../../../../../tools/testing/factories';
import { mailsTo, waitForMails } from '../../../../../tools/testing/mailDev';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';
import { addComment, commentData, deletePosts, like, likeComment, postData, publishPost } from '../../../../../tools/testing/posts';
import { readStats, settledStats } from '../../../../../tools/testing/stats';
import { eraseAccountData } from '../../data/accountErasure';
import { ADMIN_CANNOT_ERASE_SELF } from './deleteAccount.handler';

let leaving: TestUser;
let staying: TestUser;
const postsToRemove: string[] = [];

beforeAll(async () => {
  [leaving, staying] = await Promise.all([createUser({ firstName: 'Chiara', lastName: 'Galli' }), createUser()]);
});
afterAll(async () => {
  await Promise.all([deletePosts(postsToRemove), removeClassroomData(), removeTestServices()]);
  await adminAuth.deleteUser(staying.uid);
});

/** The erasure call; `null` sends no password. */
const erase = (user: TestUser, password: string | null = user.password) =>
  api<{ message: string }>('/api/account', { method: 'DELETE', cookie: user.cookie, body: password === null ? {} : { password } });
const exists = async (collection: keyof typeof COLLECTIONS, id: string) =>
  (await db.collection(COLLECTIONS[collection]).doc(id).get()).exists;
const countWhere = async (collection: keyof typeof COLLECTIONS, field: string, value: string) =>
  (await db.collection(COLLECTIONS[collection]).where(field, '==', value).count().get()).data().count;

describe('DELETE /api/account: refusals', () => {
  it('is 401 for a visitor', async () => {
    expect((await api('/api/account', { method: 'DELETE', body: { password: 'qualcosa' } })).status).toBe(401);
  });

  it('needs the right password, in Italian, and erases nothing otherwise', async () => {
    const member = await createUser();
    const missing = await erase(member, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Inserisci la password');
    const wrong = await erase(member, 'password-sbagliata');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La password attuale non è corretta');
    expect(await exists('users', member.uid)).toBe(true);
    expect((await adminAuth.getUser(member.uid)).uid).toBe(member.uid);
    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(200);
    await adminAuth.deleteUser(member.uid);
  });

  it('refuses an admin (409), so the practice never erases its last admin', async () => {
    const admin = await createUser({ admin: true });
    const response = await erase(admin);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ADMIN_CANNOT_ERASE_SELF);
    expect(await exists('users', admin.uid)).toBe(true);
    await adminAuth.deleteUser(admin.uid);
  });
});

describe('DELETE /api/account: the erasure', () => {
  it("erases the member's account, content, likes, progress, registrations and uninvoiced orders with every count and point", async () => {
    // Another member's post, which the leaving member comments and likes, and whose comment they like.
    const othersPost = await publishPost(staying);
    postsToRemove.push(othersPost.id);
    const othersComment = await addComment(staying, othersPost.id, 'Il commento di chi resta');
    const leavingComment = await addComment(leaving, othersPost.id, 'Il commento di chi se ne va');
    expect((await like(leaving, othersPost.id, true)).status).toBe(200);
    expect((await likeComment(leaving, othersComment.id, true)).status).toBe(200);
    // The leaving member's own post, liked by the other member.
    const ownPost = await publishPost(leaving);
    postsToRemove.push(ownPost.id);
    await like(staying, ownPost.id, true);
    const course = await storeCourse();
    expect((await enrolIn(leaving, course.id)).status).toBe(200);
    const eventId = await storeEvent({ maxAttendees: 5 });
    expect((await attend(leaving, eventId)).status).toBe(200);
    const serviceId = await createTestService();
    const order = await bookAs(leaving, serviceId);
    await store('consents', build.consent({ userId: leaving.uid }));
    await store('notifications', build.notification({ userId: leaving.uid }));
    await store('mail', buildSentMail({ to: leaving.email, userId: leaving.uid }));
    // A device that received their push notifications (docs/push.md).
    await db
      .collection(COLLECTIONS.pushSubscriptions)
      .doc(`leaving-${leaving.uid}`)
      .set({
        userId: leaving.uid,
        endpoint: 'https://fcm.googleapis.com/fcm/send/prova',
        keys: { p256dh: 'p', auth: 'a' },
        subscribedAt: new Date(),
      });
    // Health data: a diary entry and the diary consent.
    await store('diaryEntries', { userId: leaving.uid, kind: 'stool', bristolType: 4, day: '2026-11-20', occurredAt: new Date() });
    await store('diaryPatients', { userId: leaving.uid, consentVersion: 'prova' }, { id: leaving.uid });
    await settled();
    expect(await pointsOf(staying)).toBe(2);
    const before = await settledStats();

    const response = await erase(leaving);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Il tuo account è stato eliminato. Ci dispiace vederti andare.');
    await expect(adminAuth.getUser(leaving.uid)).rejects.toThrow();
    expect((await api('/api/auth/user', { cookie: leaving.cookie })).status).toBe(401);

    await settled();
    expect(await exists('posts', ownPost.id)).toBe(false);
    expect(await exists('comments', leavingComment.id)).toBe(false);
    expect(await countWhere('likes', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('userCourseProgress', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('eventAttendees', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('consents', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('notifications', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('mail', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('pushSubscriptions', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('diaryEntries', 'userId', leaving.uid)).toBe(0);
    expect(await countWhere('diaryPatients', 'userId', leaving.uid)).toBe(0);
    // Every count the member moved moves back, and the other member loses the points of their likes.
    expect(await postData(othersPost.id)).toMatchObject({ likesCount: 0, commentsCount: 1 });
    expect(await commentData(othersComment.id)).toMatchObject({ likesCount: 0 });
    expect(await enrollmentCountOf(course.id)).toBe(0);
    expect(await attendeeCountOf(eventId)).toBe(0);
    await settled();
    expect(await pointsOf(staying)).toBe(0);
    const stats = await readStats();
    expect(stats.totalUsers).toBe(before.totalUsers! - 1);
    expect(stats.totalPosts).toBe(before.totalPosts! - 1);
    // The address it had is told, once, with nothing of what the account held.
    const [erased] = await waitForMails(leaving.email, 'Il tuo account è stato eliminato');
    expect(erased!.text).toContain('sono stati cancellati');
    expect(erased!.text).not.toMatch(/Bristol|diario|prenotazion/i);
    expect((await mailsTo(leaving.email)).filter((mail) => mail.subject === 'Il tuo account è stato eliminato')).toHaveLength(1);
    // A booking never invoiced goes (erasureLeftovers.test.ts: what an invoiced one keeps).
    expect(await exists('orders', order.id)).toBe(false);

    // A redelivered or retried erasure finds nothing left and moves no count again.
    await eraseAccountData(leaving.uid, leaving.email);
    expect(await postData(othersPost.id)).toMatchObject({ likesCount: 0, commentsCount: 1 });
    expect(await enrollmentCountOf(course.id)).toBe(0);
    expect(await attendeeCountOf(eventId)).toBe(0);
  });
});
