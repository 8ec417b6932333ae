import { NICKNAME_TAKEN } from '@app/schemas/community/communityName';
import type { CommentView, PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { uniqueLetters } from '../../../../../tools/testing/build';
import { addComment, deletePosts, publishPost, uniqueTag } from '../../../../../tools/testing/posts';

const PHOTO = 'https://example.com/giulia.jpg';
const created: string[] = [];
const people: TestUser[] = [];
let author: TestUser;
let reader: TestUser;
let unconfirmed: TestUser;
let admin: TestUser;

async function person(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  people.push(user);
  return user;
}

const setProfile = (user: TestUser, body: object) => api('/api/account/profile', { method: 'PUT', cookie: user.cookie, body });
const chooseName = (user: TestUser, communityName: object) => setProfile(user, { communityName });

/** The author of post `postId` and of its first comment, as `cookie` reads GET /api/posts. */
async function facesIn(postId: string, cookie?: string) {
  const post = (await api<PostView[]>('/api/posts', { cookie })).body.find((candidate) => candidate.id === postId)!;
  return { post: post.author, comment: post.comments[0]!.author };
}

beforeAll(async () => {
  [author, reader, unconfirmed, admin] = await Promise.all([
    person({ firstName: 'Giulia', lastName: 'Bianchi' }),
    person({ firstName: 'Lettrice' }),
    person({ firstName: 'Nuova', emailVerified: false }),
    person({ admin: true }),
  ]);
  await db.collection('users').doc(author.uid).update({ profileImageUrl: PHOTO });
});

afterAll(async () => {
  await deletePosts(created);
  await Promise.all(people.map((user) => chooseName(user, { style: 'initial' })));
  await Promise.all(people.map((user) => adminAuth.deleteUser(user.uid)));
});

describe('community names (docs/security.md, Community names)', () => {
  it('start as first name and initial for everyone, an existing post and comment included', async () => {
    const me = await api<{ communityName: unknown }>('/api/auth/user', { cookie: author.cookie });
    expect(me.body.communityName).toEqual({ style: 'initial', nickname: null });
    const post = await publishPost(author, `Chi sono ${uniqueTag()}`);
    created.push(post.id);
    await addComment(author, post.id);
    expect(await facesIn(post.id, reader.cookie)).toEqual({
      post: { firstName: 'Giulia', lastName: 'B.', profileImageUrl: PHOTO },
      comment: { firstName: 'Giulia', lastName: 'B.', profileImageUrl: PHOTO },
    });
  });

  it('show the full name to confirmed members once chosen; visitors and unconfirmed accounts still read "Giulia B." without photo', async () => {
    const post = await publishPost(author, `Nome intero ${uniqueTag()}`);
    created.push(post.id);
    await addComment(author, post.id);
    const response = await chooseName(author, { style: 'full' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Giulia', lastName: 'Bianchi', communityName: { style: 'full', nickname: null } });

    const full = { firstName: 'Giulia', lastName: 'Bianchi', profileImageUrl: PHOTO };
    const masked = { firstName: 'Giulia', lastName: 'B.', profileImageUrl: null };
    expect(await facesIn(post.id, reader.cookie)).toEqual({ post: full, comment: full });
    expect(await facesIn(post.id)).toEqual({ post: masked, comment: masked });
    expect(await facesIn(post.id, unconfirmed.cookie)).toEqual({ post: masked, comment: masked });
    const older = await api<CommentView[]>(`/api/posts/${post.id}/comments`, { cookie: unconfirmed.cookie });
    expect(older.body.map((comment) => comment.author)).toEqual([masked]);
  });

  it('unmasks an account once its address is confirmed, without signing in again', async () => {
    const late = await person({ firstName: 'Tardiva', emailVerified: false });
    const post = await publishPost(author, `Conferma ${uniqueTag()}`);
    created.push(post.id);
    await addComment(author, post.id);
    await chooseName(author, { style: 'full' });
    expect((await facesIn(post.id, late.cookie)).post.lastName).toBe('B.');
    await adminAuth.updateUser(late.uid, { emailVerified: true });
    expect((await facesIn(post.id, late.cookie)).post).toEqual({ firstName: 'Giulia', lastName: 'Bianchi', profileImageUrl: PHOTO });
  });

  it('show a nickname to everyone, without the photo, on old posts and comments too; the admin area keeps the real name', async () => {
    const post = await publishPost(author, `Soprannome ${uniqueTag()}`);
    created.push(post.id);
    await addComment(author, post.id);
    const nickname = `Girasole ${uniqueLetters().slice(-6)}`;
    const response = await chooseName(author, { style: 'nickname', nickname: `  ${nickname} ` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ communityName: { style: 'nickname', nickname } });

    const face = { firstName: nickname, lastName: '', profileImageUrl: null };
    for (const cookie of [reader.cookie, unconfirmed.cookie, undefined])
      expect(await facesIn(post.id, cookie)).toEqual({ post: face, comment: face });
    const adminList = await api<{ id: string; author: object }[]>('/api/admin/posts', { cookie: admin.cookie });
    expect(adminList.body.find((candidate) => candidate.id === post.id)?.author).toEqual({ firstName: 'Giulia', lastName: 'Bianchi' });
  });

  it('keep the round trips of GET /api/posts bounded', async () => {
    const response = await api('/api/posts?limit=30', { cookie: reader.cookie });
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBeLessThanOrEqual(4);
  });
});

describe('nicknames', () => {
  it('are unique whatever the case and spacing: the second member gets a 400 in Italian and nothing changes', async () => {
    const [first, second] = await Promise.all([person(), person()]);
    const nickname = `Melograno ${uniqueLetters().slice(-6)}`;
    expect((await chooseName(first, { style: 'nickname', nickname })).status).toBe(200);
    const taken = await chooseName(second, { style: 'nickname', nickname: nickname.toUpperCase().replace(' ', '   ') });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: NICKNAME_TAKEN });
    expect((await db.collection('users').doc(second.uid).get()).get('communityName')).toBeUndefined();

    // Given up (another style), the nickname is free again; its owner may also change its case.
    expect((await chooseName(first, { style: 'nickname', nickname: nickname.toLowerCase() })).status).toBe(200);
    expect((await chooseName(first, { style: 'full' })).status).toBe(200);
    expect((await chooseName(second, { style: 'nickname', nickname })).status).toBe(200);
  });

  it('go to exactly one of several members asking at once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => person()));
    const nickname = `Contesa ${uniqueLetters().slice(-6)}`;
    const answers = await Promise.all(members.map((member) => chooseName(member, { style: 'nickname', nickname })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const holders = await Promise.all(
      members.map(async (member) => (await db.collection('users').doc(member.uid).get()).get('communityName')),
    );
    expect(holders.filter((choice) => choice?.nickname === nickname)).toHaveLength(1);
  });

  it.each([
    [{ style: 'nickname' }, 'Scegli un soprannome'],
    [{ style: 'nickname', nickname: 'ab' }, 'Il soprannome deve avere almeno 3 caratteri'],
    [{ style: 'nickname', nickname: 'x'.repeat(31) }, 'Il soprannome può avere al massimo 30 caratteri'],
    [{ style: 'nickname', nickname: 'giulia@example.com' }, 'Il soprannome non può contenere un indirizzo email'],
    [{ style: 'nickname', nickname: 'Giulia 333 123 4567' }, 'Il soprannome non può contenere un numero di telefono'],
    [{ style: 'nickname', nickname: 'Giulia <3' }, "Il soprannome può contenere solo lettere, numeri, spazi e . _ - '"],
    [{ style: 'anonimo' }, 'Scegli come vuoi comparire nella community'],
  ])('refuses %j with a 400 in Italian, changing nothing', async (communityName, message) => {
    const response = await chooseName(reader, communityName);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await db.collection('users').doc(reader.uid).get()).get('communityName')).toBeUndefined();
  });
});
