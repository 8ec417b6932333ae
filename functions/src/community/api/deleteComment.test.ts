import type { PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, settled, type TestUser } from '../../../../tools/testing/api';
import {
  addComment,
  auditEntriesOf,
  commentData,
  commentedPost,
  commentLikeDocumentsOf,
  deletePosts,
  likeComment,
  pointsOf,
  postData,
} from '../../../../tools/testing/posts';

let postAuthor: TestUser;
let commenter: TestUser;
let member: TestUser;
let admin: TestUser;
const created: string[] = [];

const newComment = (content = 'Un commento da eliminare') => commentedPost(postAuthor, commenter, content, created);

beforeAll(async () => {
  [postAuthor, commenter, member, admin] = await Promise.all([createUser(), createUser(), createUser(), createUser({ admin: true })]);
});
afterAll(() => deletePosts(created));

describe('DELETE /api/comments/{commentId}', () => {
  it("lets the author delete their comment: the post's count drops in the same write, the likes and their points go", async () => {
    const { post, comment } = await newComment();
    await addComment(member, post.id, 'Un commento che resta');
    await likeComment(member, comment.id, true);
    await settled();
    expect(await pointsOf(commenter)).toBe(1);
    expect((await postData(post.id))?.commentsCount).toBe(2);

    const response = await api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: commenter.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: comment.id, message: 'Commento eliminato' });
    expect(await commentData(comment.id)).toBeUndefined();
    expect((await postData(post.id))?.commentsCount).toBe(1);
    const listed = (await api<PostView[]>('/api/posts', { cookie: member.cookie })).body.find((item) => item.id === post.id);
    expect(listed?.comments.map((item) => item.content)).toEqual(['Un commento che resta']);
    await settled();
    expect(await commentLikeDocumentsOf(comment.id)).toBe(0);
    expect(await pointsOf(commenter)).toBe(0);
    expect(await auditEntriesOf(comment.id)).toEqual([]);
  });

  it('is 401 for a visitor and 403 for another member (the post author too), and writes nothing', async () => {
    const { post, comment } = await newComment();
    const visitor = await api(`/api/comments/${comment.id}`, { method: 'DELETE' });
    const other = await api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: member.cookie });
    const ofThePost = await api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: postAuthor.cookie });
    expect([visitor.status, other.status, ofThePost.status]).toEqual([401, 403, 403]);
    expect(other.body).toEqual({ message: 'Puoi eliminare solo i tuoi commenti' });
    expect(await commentData(comment.id)).toBeDefined();
    expect((await postData(post.id))?.commentsCount).toBe(1);
  });

  it("lets the admin delete anyone's comment, with an audit entry", async () => {
    const { post, comment } = await newComment('Un commento fuori luogo');
    const response = await api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect((await postData(post.id))?.commentsCount).toBe(0);
    expect(await auditEntriesOf(comment.id)).toEqual([
      expect.objectContaining({
        actorId: admin.uid,
        action: 'comment.delete',
        collection: 'comments',
        summary: 'Commento «Un commento fuori luogo» eliminato',
      }),
    ]);
  });

  it('drops the count once when the same comment is deleted twice at once; then 404', async () => {
    const { post, comment } = await newComment();
    const results = await Promise.all(
      [1, 2, 3].map(() => api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: commenter.cookie })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 404, 404]);
    expect((await postData(post.id))?.commentsCount).toBe(0);
    const unknown = await api('/api/comments/non-esiste', { method: 'DELETE', cookie: commenter.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Commento non trovato' });
  });
});
