import type { PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { deletePosts, like, likeDocumentsOf, postData, publishPost } from '../../../../tools/testing/posts';

let author: TestUser;
let member: TestUser;
const created: string[] = [];

async function newPost() {
  const post = await publishPost(author);
  created.push(post.id);
  return post;
}

const isLikedIn = async (user: TestUser, postId: string) =>
  (await api<PostView[]>('/api/posts', { cookie: user.cookie })).body.find((post) => post.id === postId)?.isLiked;

beforeAll(async () => {
  [author, member] = await Promise.all([createUser(), createUser()]);
});

afterAll(() => deletePosts(created));

describe('POST /api/posts/{postId}/like', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const post = await newPost();
    const response = await api(`/api/posts/${post.id}/like`, { method: 'POST', body: { isLiked: true } });
    expect(response.status).toBe(401);
    expect(await likeDocumentsOf(post.id)).toBe(0);
  });

  it('likes and unlikes, answering the state and the count; repeating either changes nothing', async () => {
    const post = await newPost();
    expect((await like(member, post.id, true)).body).toEqual({ postId: post.id, isLiked: true, likesCount: 1 });
    expect(await isLikedIn(member, post.id)).toBe(true);
    expect((await like(member, post.id, true)).body).toEqual({ postId: post.id, isLiked: true, likesCount: 1 });
    expect(await likeDocumentsOf(post.id)).toBe(1);

    expect((await like(member, post.id, false)).body).toEqual({ postId: post.id, isLiked: false, likesCount: 0 });
    expect(await isLikedIn(member, post.id)).toBe(false);
    const again = await like(member, post.id, false);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ postId: post.id, isLiked: false, likesCount: 0 });
    expect(await likeDocumentsOf(post.id)).toBe(0);
  });

  it('never unlikes what another member liked', async () => {
    const post = await newPost();
    await like(author, post.id, true);
    await like(member, post.id, false);
    expect((await postData(post.id))?.likesCount).toBe(1);
    expect(await isLikedIn(author, post.id)).toBe(true);
  });

  it('lets an admin like', async () => {
    const post = await newPost();
    const admin = await createUser({ admin: true });
    expect((await like(admin, post.id, true)).body).toMatchObject({ isLiked: true, likesCount: 1 });
  });

  it('keeps likesCount equal to the like documents when many members toggle the same post at once', async () => {
    const post = await newPost();
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser()));

    // Everyone likes twice at the same time: one like each.
    await Promise.all(members.flatMap((user) => [like(user, post.id, true), like(user, post.id, true)]));
    expect((await postData(post.id))?.likesCount).toBe(12);
    expect(await likeDocumentsOf(post.id)).toBe(12);

    // A storm of likes and unlikes in every order: the count follows the documents.
    await Promise.all(
      members.flatMap((user, index) => [
        like(user, post.id, index % 2 === 0),
        like(user, post.id, false),
        like(user, post.id, index % 3 === 0),
      ]),
    );
    const documents = await likeDocumentsOf(post.id);
    expect((await postData(post.id))?.likesCount).toBe(documents);

    // Everyone unlikes twice at the same time: back to zero, never below.
    await Promise.all(members.flatMap((user) => [like(user, post.id, false), like(user, post.id, false)]));
    expect((await postData(post.id))?.likesCount).toBe(0);
    expect(await likeDocumentsOf(post.id)).toBe(0);
  }, 90_000);

  it('answers 404 for an unknown post and writes nothing', async () => {
    const response = await like(member, 'non-esiste', true);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Post non trovato' });
    expect(await likeDocumentsOf('non-esiste')).toBe(0);
  });

  it.each([
    [{}, 'Il campo isLiked deve essere true o false'],
    [{ isLiked: 'true' }, 'Il campo isLiked deve essere true o false'],
    [{ isLiked: 1 }, 'Il campo isLiked deve essere true o false'],
    [[true], 'Dati non validi'],
  ])('answers 400 in Italian for %j', async (body, message) => {
    const post = await newPost();
    const response = await api(`/api/posts/${post.id}/like`, { method: 'POST', cookie: member.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await likeDocumentsOf(post.id)).toBe(0);
  });
});
