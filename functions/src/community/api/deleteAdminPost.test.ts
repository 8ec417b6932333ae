import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { build, storeMany } from '../../../../tools/testing/factories';
import { addComment, deletePosts, like, pointsOf, publishPost, uniqueTag } from '../../../../tools/testing/posts';
import { readStats, settledStats } from '../../../../tools/testing/stats';
import { deleteRepliesOfPost } from '../data/postDeletion';

let admin: TestUser;
let author: TestUser;
let fans: TestUser[];
const leftovers: string[] = [];

beforeAll(async () => {
  [admin, author, ...fans] = await Promise.all([
    createUser({ admin: true }),
    createUser({ firstName: 'Autrice' }),
    createUser(),
    createUser(),
  ]);
});
afterAll(() => deletePosts(leftovers));

const countWhere = async (collection: string, field: string, value: string) =>
  (await db.collection(collection).where(field, '==', value).count().get()).data().count;

describe('DELETE /api/admin/posts/{id}', () => {
  it('deletes the post, then its comments and likes go with it and every count follows', async () => {
    const post = await publishPost(author);
    const other = await publishPost(author);
    leftovers.push(other.id);
    const comment = await addComment(fans[0]!, post.id, 'Un commento che sparirà');
    await addComment(fans[1]!, post.id, 'Un altro commento che sparirà');
    await Promise.all(fans.map((fan) => like(fan, post.id, true)));
    await like(fans[0]!, other.id, true);
    // A like of the comment, as the comments' like call will write it.
    await db
      .collection('likes')
      .doc(`${fans[1]!.uid}_c_${comment.id}`)
      .create({ userId: fans[1]!.uid, postId: null, commentId: comment.id, targetAuthorId: fans[0]!.uid, createdAt: new Date() });
    await settled();
    expect(await pointsOf(author)).toBe(3);
    expect(await pointsOf(fans[0]!)).toBe(1);
    const before = await settledStats();

    const response = await api(`/api/admin/posts/${post.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    // The post is read for the audit line, then deleted with its audit entry in one commit.
    expect(response.roundTrips).toBe(2);
    expect((await db.collection('posts').doc(post.id).get()).exists).toBe(false);

    await settled();
    expect(await countWhere('comments', 'postId', post.id)).toBe(0);
    expect(await countWhere('likes', 'postId', post.id)).toBe(0);
    expect(await countWhere('likes', 'commentId', comment.id)).toBe(0);
    // The likes of the deleted post and comment are taken back; the like of the other post stays.
    expect(await pointsOf(author)).toBe(1);
    expect(await pointsOf(fans[0]!)).toBe(0);
    expect((await readStats()).totalPosts).toBe(before.totalPosts! - 1);
    expect(await countWhere('likes', 'postId', other.id)).toBe(1);
  });

  it('answers 404 for an unknown post, and again for a post already deleted', async () => {
    const post = await publishPost(author);
    const first = await api(`/api/admin/posts/${post.id}`, { method: 'DELETE', cookie: admin.cookie });
    const second = await api(`/api/admin/posts/${post.id}`, { method: 'DELETE', cookie: admin.cookie });
    const unknown = await api(`/api/admin/posts/sconosciuto-${uniqueTag()}`, { method: 'DELETE', cookie: admin.cookie });
    expect([first.status, second.status, unknown.status]).toEqual([200, 404, 404]);
    expect(unknown.body).toEqual({ message: 'Post non trovato' });
  });

  it('cascades in pages and is idempotent: run again, it finds nothing left', async () => {
    const postId = `cascata-${uniqueTag()}`;
    const comments = Array.from({ length: 230 }, () => build.comment({ postId, authorId: author.uid, content: 'Commento in massa' }));
    await storeMany('comments', comments, (index) => `${postId}-${index}`);
    expect(await deleteRepliesOfPost(postId)).toBe(230);
    expect(await deleteRepliesOfPost(postId)).toBe(0);
    expect(await countWhere('comments', 'postId', postId)).toBe(0);
  });
});
