import { randomUUID } from 'node:crypto';

import type { CurrentUser } from '@app/schemas/accounts/auth';
import type { PostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { build, store } from '../../../../tools/testing/factories';
import { addComment, deletePosts, like, publishPost, userData } from '../../../../tools/testing/posts';
import { keepLevelInStep } from './levels';
import { applyLikePoints } from './points';

let author: TestUser;
let fan: TestUser;
let post: PostView;

const pointsOf = async (user: TestUser) => (await userData(user.uid))?.points as number;
const headerOf = async (user: TestUser) => (await api<CurrentUser>('/api/auth/user', { cookie: user.cookie })).body;

beforeAll(async () => {
  [author, fan] = await Promise.all([createUser({ firstName: 'Autrice' }), createUser({ firstName: 'Fan' })]);
  post = await publishPost(author);
});

afterAll(() => deletePosts([post.id]));

describe('points for likes (onLikeWritten)', () => {
  it("gives the author 1 point per like received and takes it back on unlike; one's own like earns nothing", async () => {
    // The author's own like is delivered before the fan's: had it counted, the total would be 2.
    await like(author, post.id, true);
    await like(fan, post.id, true);
    await settled();
    expect(await pointsOf(author)).toBe(1);
    expect((await headerOf(author)).points).toBe(1);
    expect(await pointsOf(fan)).toBe(0);

    await like(fan, post.id, false);
    await settled();
    expect(await pointsOf(author)).toBe(0);
    await like(author, post.id, false);
  });

  it('gives points for likes on comments too', async () => {
    const comment = await addComment(author, post.id, 'Un commento da apprezzare');
    const likeId = await store('likes', build.like({ userId: fan.uid, postId: null, commentId: comment.id, targetAuthorId: author.uid }), {
      id: `${fan.uid}_c_${comment.id}`,
    });
    const likeOfComment = db.collection('likes').doc(likeId);
    await settled();
    expect(await pointsOf(author)).toBe(1);
    await likeOfComment.delete();
    await settled();
    expect(await pointsOf(author)).toBe(0);
  });

  it('moves the level with the points: 5 points is level 2, stored and in the header', async () => {
    await db.collection('users').doc(author.uid).update({ points: 4 });
    await like(fan, post.id, true);
    await settled();
    expect(await userData(author.uid)).toMatchObject({ points: 5, level: 2 });
    expect(await headerOf(author)).toMatchObject({ points: 5, level: 2 });

    await like(fan, post.id, false);
    await settled();
    expect(await userData(author.uid)).toMatchObject({ points: 4, level: 1 });
  });

  it('applies a like event delivered twice only once', async () => {
    const before = await pointsOf(author);
    const likeData = { userId: fan.uid, postId: post.id, commentId: null, targetAuthorId: author.uid };
    const added = `test-like-${randomUUID()}`;
    expect(await applyLikePoints(added, undefined, likeData)).toBe(true);
    expect(await applyLikePoints(added, undefined, likeData)).toBe(false);
    expect(await pointsOf(author)).toBe(before + 1);
    const removed = `test-unlike-${randomUUID()}`;
    expect(await applyLikePoints(removed, likeData, undefined)).toBe(true);
    expect(await applyLikePoints(removed, likeData, undefined)).toBe(false);
    expect(await pointsOf(author)).toBe(before);
  });

  it('ignores updates of a like and likes of deleted profiles', async () => {
    const likeData = { userId: fan.uid, postId: post.id, commentId: null, targetAuthorId: author.uid };
    expect(await applyLikePoints(`test-${randomUUID()}`, likeData, likeData)).toBe(false);
    expect(await applyLikePoints(`test-${randomUUID()}`, undefined, { ...likeData, targetAuthorId: `gone-${randomUUID()}` })).toBe(false);
  });
});

describe('level kept in step with the points (onUserWritten)', () => {
  it.each([
    [0, 1],
    [20, 3],
    [33015, 9],
  ])('stores level for %i points once, however often it runs', async (points, level) => {
    // The profile as stored, with a level out of step; the users trigger may put it right at any
    // moment, so the first run is given this stored state rather than a fresh read.
    const stored = build.user({ email: 'livello@prova.test', firstName: 'L', lastName: 'P', points, level: level === 1 ? 2 : 1 });
    const id = await store('users', stored, { id: `level-${randomUUID()}` });
    const reference = db.collection('users').doc(id);
    const results = [await keepLevelInStep(id, stored), await keepLevelInStep(id, { ...stored, level })];
    expect(results).toEqual([true, false]);
    expect((await reference.get()).get('level')).toBe(level);
    await reference.delete();
  });
});
