import { COMMENTS_PER_POST, type CommentView, type PostView } from '@app/schemas/community/posts';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { deletePosts, publishPost } from '../../../../tools/testing/posts';

let member: TestUser;
let post: PostView;
const TOTAL = COMMENTS_PER_POST + 3;

beforeAll(async () => {
  member = await createUser({ firstName: 'Chiacchierona' });
  post = await publishPost(member);
  // Comments a minute apart, the first one the oldest, written with the count they make.
  const batch = db.batch();
  const start = Date.now() - TOTAL * 60_000;
  for (let index = 0; index < TOTAL; index += 1) {
    const at = Timestamp.fromMillis(start + index * 60_000);
    batch.create(db.collection('comments').doc(`${post.id}-c${String(index).padStart(2, '0')}`), {
      postId: post.id,
      authorId: member.uid,
      content: `Commento numero ${index}`,
      likesCount: 0,
      createdAt: at,
      updatedAt: at,
    });
  }
  batch.update(db.collection('posts').doc(post.id), { commentsCount: TOTAL });
  await batch.commit();
});

afterAll(() => deletePosts([post.id]));

const contents = (comments: CommentView[]) => comments.map((comment) => comment.content);
const numbered = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `Commento numero ${from + index}`);

describe('comments of a post with many of them', () => {
  it('GET /api/posts embeds the latest ones with the true count and a cursor for the older ones', async () => {
    const listed = (await api<PostView[]>('/api/posts')).body.find((item) => item.id === post.id)!;
    expect(listed.commentsCount).toBe(TOTAL);
    expect(contents(listed.comments)).toEqual(numbered(TOTAL - COMMENTS_PER_POST, TOTAL));
    expect(listed.olderCommentsCursor).toEqual(expect.any(String));
  });

  it('GET /api/posts/{postId}/comments?cursor= gives the older ones, oldest first, to visitors too', async () => {
    const listed = (await api<PostView[]>('/api/posts')).body.find((item) => item.id === post.id)!;
    const response = await api<CommentView[]>(`/api/posts/${post.id}/comments?cursor=${listed.olderCommentsCursor}`);
    expect(response.status).toBe(200);
    expect(contents(response.body)).toEqual(numbered(0, TOTAL - COMMENTS_PER_POST));
    expect(response.body[0]!.author.firstName).toBe('Chiacchierona');
    expect(response.headers.get('link')).toBeNull();
    expect(response.roundTrips).toBe(3);
  });

  it('without a cursor gives the newest page', async () => {
    const response = await api<CommentView[]>(`/api/posts/${post.id}/comments`, { cookie: member.cookie });
    expect(contents(response.body)).toEqual(numbered(0, TOTAL));
  });

  it('answers 404 for an unknown post and 400 for a bad cursor', async () => {
    expect((await api('/api/posts/non-esiste/comments')).status).toBe(404);
    expect((await api('/api/posts/non-esiste/comments')).body).toEqual({ message: 'Post non trovato' });
    expect((await api(`/api/posts/${post.id}/comments?cursor=xyz`)).status).toBe(400);
  });
});
