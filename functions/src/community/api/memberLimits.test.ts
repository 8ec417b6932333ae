import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { deletePosts } from '../../../../tools/testing/posts';
import { at } from '../../../../tools/testing/sessionClock';

let member: TestUser;
/** Every limited request of this file at one instant: a limit's window never ends midway (docs/testing.md, Races). */
const CLOCK = Date.now();
const created: string[] = [];

beforeAll(async () => {
  member = await createUser();
});

afterAll(async () => {
  await deletePosts(created);
  await adminAuth.deleteUser(member.uid);
});

describe('per-member limits on writes', () => {
  it('lets a member publish 30 posts in an hour, then answers 429 with Retry-After and stores nothing', async () => {
    for (let index = 1; index <= 30; index += 1) {
      const response = await api<{ id: string }>('/api/posts', {
        method: 'POST',
        cookie: member.cookie,
        headers: at(CLOCK),
        body: { title: `Post numero ${index}`, content: 'Un contenuto abbastanza lungo per il limite.' },
      });
      expect(response.status).toBe(201);
      created.push(response.body.id);
    }
    const refused = await api<{ message: string }>('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      headers: at(CLOCK),
      body: { title: 'Post di troppo', content: 'Un contenuto abbastanza lungo per il limite.' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Hai pubblicato molti post nell'ultima ora. Riprova più tardi.");
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await db.collection('posts').where('authorId', '==', member.uid).count().get()).data().count).toBe(30);
  });

  it('keeps each member to their own count: another member still publishes', async () => {
    const other = await createUser();
    const response = await api<{ id: string }>('/api/posts', {
      method: 'POST',
      cookie: other.cookie,
      body: { title: 'Un altro membro', content: 'Un contenuto abbastanza lungo per il limite.' },
    });
    expect(response.status).toBe(201);
    created.push(response.body.id);
    await adminAuth.deleteUser(other.uid);
  });
});
