import { type CommentView, commentView, type PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { addComment, deletePosts, postData, publishPost } from '../../../../tools/testing/posts';

let member: TestUser;
let post: PostView;

const commentsOf = async (postId: string) => (await db.collection('comments').where('postId', '==', postId).count().get()).data().count;
const comment = (postId: string, body: unknown, cookie = member.cookie) =>
  api<CommentView>(`/api/posts/${postId}/comments`, { method: 'POST', cookie, body });

beforeAll(async () => {
  member = await createUser({ firstName: 'Commenta', lastName: 'Sempre' });
  post = await publishPost(member);
});

afterAll(() => deletePosts([post.id]));

describe('POST /api/posts/{postId}/comments', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const response = await api(`/api/posts/${post.id}/comments`, { method: 'POST', body: { content: 'Commento anonimo' } });
    expect(response.status).toBe(401);
    expect(await commentsOf(post.id)).toBe(0);
  });

  it('adds a member comment, counts it in the post and shows it in GET /api/posts', async () => {
    const response = await comment(post.id, { content: 'Che bella idea!' });
    expect(response.status).toBe(201);
    const created = commentView.parse(response.body);
    expect(created).toMatchObject({
      content: 'Che bella idea!',
      likesCount: 0,
      author: { firstName: 'Commenta', lastName: 'S.', profileImageUrl: null },
    });
    expect((await postData(post.id))?.commentsCount).toBe(1);
    const listed = (await api<PostView[]>('/api/posts', { cookie: member.cookie })).body.find((item) => item.id === post.id)!;
    expect(listed.commentsCount).toBe(1);
    expect(listed.comments).toEqual([created]);
  });

  it('lets an admin comment', async () => {
    const admin = await createUser({ admin: true });
    expect((await comment(post.id, { content: 'Risposta della dottoressa' }, admin.cookie)).status).toBe(201);
  });

  it('counts every one of many comments sent at once', async () => {
    const before = (await postData(post.id))?.commentsCount as number;
    const commenters = await Promise.all(Array.from({ length: 4 }, () => createUser()));
    await Promise.all(commenters.flatMap((user) => [addComment(user, post.id), addComment(user, post.id)]));
    expect((await postData(post.id))?.commentsCount).toBe(before + 8);
    expect(await commentsOf(post.id)).toBe(before + 8);
  });

  it('answers 404 for an unknown post and writes nothing', async () => {
    for (const postId of ['non-esiste', 'a%2Fb', '__riservato__']) {
      const response = await comment(postId, { content: 'Commento perso' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Post non trovato' });
    }
    expect(await commentsOf('non-esiste')).toBe(0);
    expect((await db.collection('posts').doc('non-esiste').get()).exists).toBe(false);
  });

  it.each([
    [{ content: 'Ciao' }, 'Il commento deve avere almeno 5 caratteri'],
    [{ content: '   ok    ' }, 'Il commento deve avere almeno 5 caratteri'],
    [{}, 'Il commento deve avere almeno 5 caratteri'],
    [{ content: 'x'.repeat(2001) }, 'Il commento può avere al massimo 2.000 caratteri'],
    [['testo'], 'Dati non validi'],
  ])('answers 400 in Italian and writes nothing for %j', async (body, message) => {
    const before = await commentsOf(post.id);
    const response = await comment(post.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await commentsOf(post.id)).toBe(before);
  });
});
