import type { PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, settled, type TestUser } from '../../../../tools/testing/api';
import {
  commentData,
  commentedPost,
  commentLikeDocumentsOf,
  deletePosts,
  likeComment,
  likeDocumentsOf,
  pointsOf,
} from '../../../../tools/testing/posts';

let postAuthor: TestUser;
let commenter: TestUser;
let member: TestUser;
const created: string[] = [];

const newComment = () => commentedPost(postAuthor, commenter, 'Un commento da apprezzare', created);
const commentIn = async (user: TestUser, postId: string, commentId: string) =>
  (await api<PostView[]>('/api/posts', { cookie: user.cookie })).body
    .find((post) => post.id === postId)
    ?.comments.find((c) => c.id === commentId);

beforeAll(async () => {
  [postAuthor, commenter, member] = await Promise.all([createUser(), createUser(), createUser()]);
});
afterAll(() => deletePosts(created));

describe('POST /api/comments/{commentId}/like', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const { comment } = await newComment();
    const response = await api(`/api/comments/${comment.id}/like`, { method: 'POST', body: { isLiked: true } });
    expect(response.status).toBe(401);
    expect(await commentLikeDocumentsOf(comment.id)).toBe(0);
  });

  it("likes and unlikes, answering the state and the count; the comment's author gains the point and loses it", async () => {
    const { post, comment } = await newComment();
    expect((await likeComment(member, comment.id, true)).body).toEqual({ commentId: comment.id, isLiked: true, likesCount: 1 });
    expect((await likeComment(member, comment.id, true)).body).toEqual({ commentId: comment.id, isLiked: true, likesCount: 1 });
    expect(await commentIn(member, post.id, comment.id)).toMatchObject({ likesCount: 1, isLiked: true });
    expect(await commentIn(commenter, post.id, comment.id)).toMatchObject({ likesCount: 1, isLiked: false, isOwn: true });
    // The post's own likes are untouched.
    expect(await likeDocumentsOf(post.id)).toBe(0);
    await settled();
    expect(await pointsOf(commenter)).toBe(1);
    expect(await pointsOf(postAuthor)).toBe(0);

    expect((await likeComment(member, comment.id, false)).body).toEqual({ commentId: comment.id, isLiked: false, likesCount: 0 });
    expect((await likeComment(member, comment.id, false)).body).toEqual({ commentId: comment.id, isLiked: false, likesCount: 0 });
    await settled();
    expect(await pointsOf(commenter)).toBe(0);
  });

  it('gives no point for liking one’s own comment', async () => {
    const { comment } = await newComment();
    expect((await likeComment(commenter, comment.id, true)).body).toMatchObject({ likesCount: 1 });
    // Another like's point arrives after; the own like's never does.
    await likeComment(member, comment.id, true);
    await settled();
    expect(await pointsOf(commenter)).toBeGreaterThan(0);
    expect(await pointsOf(commenter)).toBe(1);
    await likeComment(member, comment.id, false);
    await likeComment(commenter, comment.id, false);
    await settled();
    expect(await pointsOf(commenter)).toBe(0);
  });

  it('keeps likesCount equal to the like documents when many members toggle the same comment at once', async () => {
    const { comment } = await newComment();
    const members = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    await Promise.all(members.flatMap((user) => [likeComment(user, comment.id, true), likeComment(user, comment.id, true)]));
    expect((await commentData(comment.id))?.likesCount).toBe(10);
    expect(await commentLikeDocumentsOf(comment.id)).toBe(10);

    await Promise.all(
      members.flatMap((user, index) => [
        likeComment(user, comment.id, index % 2 === 0),
        likeComment(user, comment.id, false),
        likeComment(user, comment.id, index % 3 === 0),
      ]),
    );
    expect((await commentData(comment.id))?.likesCount).toBe(await commentLikeDocumentsOf(comment.id));
    await settled();
    expect(await pointsOf(commenter)).toBe(await commentLikeDocumentsOf(comment.id));

    await Promise.all(members.flatMap((user) => [likeComment(user, comment.id, false), likeComment(user, comment.id, false)]));
    expect((await commentData(comment.id))?.likesCount).toBe(0);
    expect(await commentLikeDocumentsOf(comment.id)).toBe(0);
    await settled();
    expect(await pointsOf(commenter)).toBe(0);
  });

  it('answers 404 for an unknown comment and 400 in Italian for a bad body, writing nothing', async () => {
    const unknown = await likeComment(member, 'non-esiste', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Commento non trovato' });
    const { comment } = await newComment();
    const bad = await api(`/api/comments/${comment.id}/like`, { method: 'POST', cookie: member.cookie, body: { isLiked: 'sì' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Il campo isLiked deve essere true o false' });
    expect(await commentLikeDocumentsOf(comment.id)).toBe(0);
  });
});
