import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../testing/api';
import { killFunctionsWorkers } from '../testing/functionsWorkers';
import { deletePosts, publishPost } from '../testing/posts';
import { eventually } from './eventually';

/**
 * The smoke lane (docs/testing.md). Crash in the middle of a burst: the Functions emulator's
 * workers are killed while members like and comment. Answered writes must be stored exactly once,
 * and once the workers are back and the triggers (retried by the event bridge) have caught up,
 * every count and point must be exact.
 */
const MEMBERS = 4;
let author: TestUser;
let members: TestUser[];
let postId: string;

beforeAll(async () => {
  author = await createUser({ firstName: 'Autrice' });
  members = [];
  for (let index = 0; index < MEMBERS; index += 1) members.push(await createUser({ firstName: `Membro${index}` }));
  postId = (await publishPost(author)).id;
}, 120_000);

afterAll(async () => {
  if (postId) await deletePosts([postId]);
  await Promise.all([author, ...members].filter(Boolean).map((user) => adminAuth.deleteUser(user.uid)));
});

const answered = (status: number) => status >= 200 && status < 300;

/**
 * How long a request of the burst is waited for. The Functions emulator holds a request whose worker
 * was killed until the function's timeout (60 s) before it fails it; such a request is counted as
 * not answered, as a client that gave up on it would, and its write may or may not have happened.
 */
const ANSWER_WAIT_MS = 15_000;

describe('a crash of the functions in the middle of a burst', () => {
  it(
    'keeps every answered write exactly once, and every count and point exact after the triggers catch up',
    { timeout: 360_000 },
    async () => {
      const signal = AbortSignal.timeout(ANSWER_WAIT_MS);
      const notAnswered = () => ({ status: 0, body: undefined });
      const burst = members.flatMap((member, index) => [
        api<{ isLiked: boolean }>(`/api/posts/${postId}/like`, {
          method: 'POST',
          cookie: member.cookie,
          body: { isLiked: true },
          signal,
        }).catch(notAnswered),
        api<{ id: string }>(`/api/posts/${postId}/comments`, {
          method: 'POST',
          cookie: member.cookie,
          body: { content: `Commento ${index} durante il guasto` },
          signal,
        }).catch(notAnswered),
      ]);
      // The crash comes when the first answer is in: the others are still being served.
      await Promise.race(burst);
      expect(killFunctionsWorkers()).toBeGreaterThan(0);
      const responses = await Promise.all(burst);

      // The workers come back on the next request.
      await eventually(async () => expect((await api('/api/posts?limit=1')).status).toBe(200), 150_000);

      const answeredComments = responses
        .filter((response, index) => index % 2 === 1 && answered(response.status))
        .map((response) => (response.body as { id: string }).id);
      const answeredLikers = members.filter((_, index) => answered(responses[index * 2]!.status)).map((member) => member.uid);

      await eventually(async () => {
        const [post, likes, comments, authorProfile] = await Promise.all([
          db.collection('posts').doc(postId).get(),
          db.collection('likes').where('postId', '==', postId).get(),
          db.collection('comments').where('postId', '==', postId).get(),
          db.collection('users').doc(author.uid).get(),
        ]);
        const commentIds = comments.docs.map((document) => document.id);
        // Every answered comment is stored once; every answered like exists.
        for (const id of answeredComments) expect(commentIds.filter((stored) => stored === id)).toHaveLength(1);
        const likers = likes.docs.map((document) => document.get('userId') as string);
        for (const uid of answeredLikers) expect(likers).toContain(uid);
        // Counts equal their documents, and the author's points equal the likes received.
        expect(post.get('likesCount')).toBe(likes.size);
        expect(post.get('commentsCount')).toBe(comments.size);
        expect(authorProfile.get('points')).toBe(likes.size);
      }, 90_000);
    },
  );
});
