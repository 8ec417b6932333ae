import { type PostView, postView } from '@app/schemas/community/posts';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, type ApiResponse, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { addComment, deletePosts, like, publishPost, uniqueTag } from '../../../../tools/testing/posts';

const created: string[] = [];
let member: TestUser;
let admin: TestUser;

/** Follows the `Link: <…>; rel="next"` header. */
const nextLink = (headers: Headers) => /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1];

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser({ firstName: 'Lettrice' }), createUser({ admin: true })]);
});

afterAll(() => deletePosts(created));

describe('GET /api/posts', () => {
  it('gives a visitor the newest posts first as a plain array, in the shape of docs/product.md (Data model), without likes', async () => {
    const post = await publishPost(member);
    created.push(post.id);
    const response = await api<PostView[]>('/api/posts');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeLessThanOrEqual(20);
    for (const item of response.body) postView.parse(item);
    expect(response.body[0]).toMatchObject({
      id: post.id,
      title: post.title,
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
      comments: [],
    });
    // Visitors see the first name and the last name's initial.
    expect(response.body[0]!.author).toEqual({ firstName: 'Lettrice', lastName: 'U.', profileImageUrl: null });
    const times = response.body.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.every((item) => item.isLiked === false)).toBe(true);
  });

  it('returns 20 posts by default and marks the ones the caller likes, for members and admins', async () => {
    const posts = [];
    for (let index = 0; index < 21; index += 1) posts.push(await publishPost(admin, `Pagina ${index} ${uniqueTag()}`));
    created.push(...posts.map((post) => post.id));
    await like(member, posts[20]!.id, true);

    for (const caller of [member, admin]) {
      const response = await api<PostView[]>('/api/posts', { cookie: caller.cookie });
      expect(response.body).toHaveLength(20);
      expect(response.body[0]!.id).toBe(posts[20]!.id);
      expect(response.body[0]!.isLiked).toBe(caller === member);
      expect(response.body[0]!.likesCount).toBe(1);
      expect(nextLink(response.headers)).toMatch(/^\/api\/posts\?limit=20&cursor=/);
    }
  });

  it('embeds each post comments with their authors, oldest first', async () => {
    const post = await publishPost(member);
    created.push(post.id);
    const commenter = await createUser({ firstName: 'Commentatrice', lastName: 'Attenta' });
    await addComment(commenter, post.id, 'Primo commento');
    await addComment(member, post.id, 'Secondo commento');
    const response = await api<PostView[]>('/api/posts', { cookie: member.cookie });
    const listed = response.body.find((item) => item.id === post.id)!;
    expect(listed.commentsCount).toBe(2);
    expect(listed.comments.map((comment) => comment.content)).toEqual(['Primo commento', 'Secondo commento']);
    expect(listed.comments[0]!.author).toEqual({ firstName: 'Commentatrice', lastName: 'A.', profileImageUrl: null });
    expect(listed.olderCommentsCursor).toBeNull();
  });

  it('makes the same few Firestore round trips whatever the number of posts, comments and authors', async () => {
    const tag = uniqueTag();
    const authors = await Promise.all(Array.from({ length: 5 }, (_, index) => createUser({ firstName: `Autore${index}` })));
    for (const [index, author] of authors.entries()) {
      const post = await publishPost(author, `Costo ${tag} ${index}`);
      created.push(post.id);
      await Promise.all(authors.map((commenter) => addComment(commenter, post.id, `Commento di ${commenter.uid}`)));
      await like(authors[(index + 1) % authors.length]!, post.id, true);
    }
    const asMember = await api<PostView[]>('/api/posts', { cookie: member.cookie });
    // the page, then its comments and the caller's likes, then every author at once
    expect(asMember.roundTrips).toBe(4);
    expect(asMember.body.slice(0, 5).every((post) => post.comments.length === 5)).toBe(true);
    const asVisitor = await api<PostView[]>('/api/posts');
    expect(asVisitor.roundTrips).toBe(3);
  });

  it('pages with limit and the Link cursor, without repeating or skipping posts that share a timestamp', async () => {
    const tag = uniqueTag();
    // Five posts written in the same instant, newer than anything else.
    const instant = Timestamp.fromMillis(Date.now() + 60_000);
    const batch = db.batch();
    const ids = Array.from({ length: 5 }, (_, index) => `tie-${tag}-${index}`);
    for (const id of ids) {
      batch.create(db.collection('posts').doc(id), {
        authorId: member.uid,
        title: `Pari ${id}`,
        content: 'Contenuto con lo stesso istante.',
        imageUrl: null,
        likesCount: 0,
        commentsCount: 0,
        createdAt: instant,
        updatedAt: instant,
      });
    }
    await batch.commit();
    created.push(...ids);

    // Ten pages of 2 give exactly the first page of 20, in the same order.
    const seen: string[] = [];
    let path: string | undefined = '/api/posts?limit=2';
    for (let page = 0; page < 10 && path; page += 1) {
      const response: ApiResponse<PostView[]> = await api<PostView[]>(path);
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(2);
      seen.push(...response.body.map((post) => post.id));
      path = nextLink(response.headers);
      expect(path).toMatch(/^\/api\/posts\?limit=2&cursor=/);
    }
    expect(seen.slice(0, 5).sort()).toEqual([...ids].sort());
    const whole = await api<PostView[]>('/api/posts?limit=20');
    expect(seen).toEqual(whole.body.map((post) => post.id));
  });

  it.each([['limit=0'], ['limit=31'], ['limit=abc'], ['limit=2.5']])('answers 400 in Italian for %s', async (query) => {
    const response = await api(`/api/posts?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Il parametro limit deve essere un numero intero tra 1 e 30' });
  });

  it("shows visitors the author's first name and initial only, no photo; members the same with the photo (the default choice)", async () => {
    const author = await createUser({ firstName: 'Giulia', lastName: 'Bianchi' });
    await db.collection('users').doc(author.uid).update({ profileImageUrl: 'https://example.com/foto.jpg' });
    const post = await publishPost(author);
    created.push(post.id);
    const asVisitor = (await api<PostView[]>('/api/posts')).body.find((candidate) => candidate.id === post.id);
    expect(asVisitor?.author).toEqual({ firstName: 'Giulia', lastName: 'B.', profileImageUrl: null });
    const asMember = (await api<PostView[]>('/api/posts', { cookie: author.cookie })).body.find((candidate) => candidate.id === post.id);
    expect(asMember?.author).toEqual({ firstName: 'Giulia', lastName: 'B.', profileImageUrl: 'https://example.com/foto.jpg' });
  });

  it('answers 400 for a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('[1,"x",[]]').toString('base64url'), Buffer.from('{}').toString('base64url')]) {
      const response = await api(`/api/posts?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Cursore di paginazione non valido' });
    }
  });

  it('answers 400, reading nothing, for a forged cursor with too many ids or a timestamp out of range', async () => {
    const forge = (cursor: unknown[]) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
    const manyIds = Array.from({ length: 61 }, (_, index) => `post-${index}`);
    for (const cursor of [forge([1_700_000_000, 0, manyIds]), forge([1e15, 0, []]), forge([-1e15, 0, []])]) {
      const response = await api(`/api/posts?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Cursore di paginazione non valido' });
      expect(response.roundTrips).toBe(0);
    }
  });

  it('without comments (the member home) answers the posts with their counts in three round trips', async () => {
    const response = await api<PostView[]>('/api/posts?limit=3&withComments=false');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(3);
    for (const post of response.body) {
      expect(post.comments).toEqual([]);
      expect(post.olderCommentsCursor).toBeNull();
    }
    expect(response.roundTrips).toBeLessThanOrEqual(3);
  });
});
