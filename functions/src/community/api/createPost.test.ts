import { type PostView, postView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { deletePosts } from '../../../../tools/testing/posts';

let member: TestUser;
const created: string[] = [];
const valid = { title: 'Il mio primo post', content: 'Ciao a tutte, vi racconto la mia settimana.' };

const postsBy = async (uid: string) => (await db.collection('posts').where('authorId', '==', uid).count().get()).data().count;

beforeAll(async () => {
  member = await createUser({ firstName: 'Autrice', lastName: 'Nuova' });
});

afterAll(() => deletePosts(created));

describe('POST /api/posts', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const before = (await db.collection('posts').count().get()).data().count;
    const response = await api('/api/posts', { method: 'POST', body: valid });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Accesso richiesto' });
    expect((await db.collection('posts').count().get()).data().count).toBe(before);
  });

  it('publishes a member post, shown first by GET /api/posts', async () => {
    const response = await api<PostView>('/api/posts', { method: 'POST', cookie: member.cookie, body: valid });
    expect(response.status).toBe(201);
    const post = postView.parse(response.body);
    created.push(post.id);
    expect(post).toMatchObject({ ...valid, likesCount: 0, commentsCount: 0, isLiked: false, comments: [] });
    expect(post.author).toEqual({ firstName: 'Autrice', lastName: 'N.', profileImageUrl: null });
    const list = await api<PostView[]>('/api/posts', { cookie: member.cookie });
    expect(list.body[0]).toEqual(post);
  });

  it('lets an admin post too', async () => {
    const admin = await createUser({ admin: true });
    const response = await api<PostView>('/api/posts', { method: 'POST', cookie: admin.cookie, body: valid });
    expect(response.status).toBe(201);
    created.push(response.body.id);
  });

  it('takes the author from the session and starts the counters at zero, whatever the body says', async () => {
    const response = await api<PostView>('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: { ...valid, authorId: 'demo-admin', likesCount: 99, commentsCount: 7 },
    });
    created.push(response.body.id);
    const stored = (await db.collection('posts').doc(response.body.id).get()).data();
    expect(stored).toMatchObject({ authorId: member.uid, likesCount: 0, commentsCount: 0 });
  });

  it('trims the text it stores', async () => {
    const response = await api<PostView>('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: { title: '  Spazi attorno  ', content: `  ${valid.content}  ` },
    });
    created.push(response.body.id);
    expect(response.body).toMatchObject({ title: 'Spazi attorno', content: valid.content });
  });

  it.each([
    [{ title: 'Ciao', content: valid.content }, 'Il titolo deve avere almeno 5 caratteri'],
    [{ title: '     Ciao     ', content: valid.content }, 'Il titolo deve avere almeno 5 caratteri'],
    [{ content: valid.content }, 'Il titolo deve avere almeno 5 caratteri'],
    [{ title: 12345, content: valid.content }, 'Il titolo deve avere almeno 5 caratteri'],
    [{ title: 'x'.repeat(201), content: valid.content }, 'Il titolo può avere al massimo 200 caratteri'],
    [{ title: valid.title, content: 'y'.repeat(19) }, 'Il contenuto deve avere almeno 20 caratteri'],
    [{ title: valid.title }, 'Il contenuto deve avere almeno 20 caratteri'],
    [{ title: valid.title, content: 'x'.repeat(10_001) }, 'Il contenuto può avere al massimo 10.000 caratteri'],
    [[valid], 'Dati non validi'],
  ])('answers 400 in Italian and writes nothing for %j', async (body, message) => {
    const before = await postsBy(member.uid);
    const response = await api('/api/posts', { method: 'POST', cookie: member.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await postsBy(member.uid)).toBe(before);
  });

  it('accepts the exact limits', async () => {
    const response = await api<PostView>('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: { title: 'x'.repeat(200), content: 'y'.repeat(10_000) },
    });
    expect(response.status).toBe(201);
    created.push(response.body.id);
  });

  it('answers 400 for a body that is not JSON, and writes nothing', async () => {
    // Cloud Functions parses JSON bodies before the app runs, so the platform gives this answer.
    const before = await postsBy(member.uid);
    const response = await api('/api/posts', { method: 'POST', cookie: member.cookie, rawBody: '{"title":' });
    expect(response.status).toBe(400);
    expect(await postsBy(member.uid)).toBe(before);
  });

  it('keeps markup as plain text', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const response = await api<PostView>('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: { title, content: '<script>alert("ciao")</script> testo' },
    });
    created.push(response.body.id);
    expect(response.body.title).toBe(title);
  });
});
