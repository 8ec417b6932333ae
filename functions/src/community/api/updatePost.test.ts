import { type PostView, postView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { deletePosts, postData, publishPost } from '../../../../tools/testing/posts';

let author: TestUser;
let member: TestUser;
let admin: TestUser;
const created: string[] = [];

async function newPost() {
  const post = await publishPost(author, 'Titolo di partenza', 'Il contenuto di partenza, abbastanza lungo.');
  created.push(post.id);
  return post;
}

const edit = { title: 'Titolo corretto', content: 'Il contenuto corretto dopo la rilettura.' };

beforeAll(async () => {
  [author, member, admin] = await Promise.all([createUser(), createUser(), createUser({ admin: true })]);
});
afterAll(() => deletePosts(created));

describe('PUT /api/posts/{postId}', () => {
  it('lets the author rewrite title and content; the post shows when it was edited', async () => {
    const post = await newPost();
    expect(post.editedAt).toBeNull();
    const response = await api<PostView>(`/api/posts/${post.id}`, { method: 'PUT', cookie: author.cookie, body: edit });
    expect(response.status).toBe(200);
    const edited = postView.parse(response.body);
    expect(edited).toMatchObject({ id: post.id, ...edit, isOwn: true, createdAt: post.createdAt });
    expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(post.createdAt));

    const listed = (await api<PostView[]>('/api/posts', { cookie: member.cookie })).body.find((item) => item.id === post.id);
    expect(listed).toMatchObject({ ...edit, editedAt: edited.editedAt, isOwn: false });
  });

  it('is 401 for a visitor, 403 for another member and for the admin, and writes nothing', async () => {
    const post = await newPost();
    const visitor = await api(`/api/posts/${post.id}`, { method: 'PUT', body: edit });
    const other = await api(`/api/posts/${post.id}`, { method: 'PUT', cookie: member.cookie, body: edit });
    const byAdmin = await api(`/api/posts/${post.id}`, { method: 'PUT', cookie: admin.cookie, body: edit });
    expect([visitor.status, other.status, byAdmin.status]).toEqual([401, 403, 403]);
    expect(other.body).toEqual({ message: 'Puoi modificare solo i tuoi post' });
    expect(await postData(post.id)).toMatchObject({ title: 'Titolo di partenza' });
    expect((await postData(post.id))?.editedAt ?? null).toBeNull();
  });

  it('is 404 for an unknown post', async () => {
    const response = await api('/api/posts/non-esiste', { method: 'PUT', cookie: author.cookie, body: edit });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Post non trovato' });
  });

  it.each([
    [{ title: 'Ciao', content: edit.content }, 'Il titolo deve avere almeno 5 caratteri'],
    [{ title: edit.title, content: 'Troppo corto' }, 'Il contenuto deve avere almeno 20 caratteri'],
    [{ content: edit.content }, 'Il titolo deve avere almeno 5 caratteri'],
  ])('answers 400 in Italian for %j, writing nothing', async (body, message) => {
    const post = await newPost();
    const response = await api(`/api/posts/${post.id}`, { method: 'PUT', cookie: author.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await postData(post.id)).toMatchObject({ title: 'Titolo di partenza' });
  });
});
