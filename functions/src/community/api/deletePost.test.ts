import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { addComment, auditEntriesOf, deletePosts, like, postData, publishPost } from '../../../../tools/testing/posts';

let author: TestUser;
let member: TestUser;
let admin: TestUser;
const leftovers: string[] = [];

beforeAll(async () => {
  [author, member, admin] = await Promise.all([createUser(), createUser(), createUser({ admin: true })]);
});
afterAll(() => deletePosts(leftovers));

const commentsOf = async (postId: string) => (await db.collection('comments').where('postId', '==', postId).count().get()).data().count;

describe('DELETE /api/posts/{postId}', () => {
  it('lets the author delete their post; its comments and likes follow, and no audit entry is made', async () => {
    const post = await publishPost(author);
    await addComment(member, post.id, 'Un commento che se ne andrà');
    await like(member, post.id, true);
    const response = await api(`/api/posts/${post.id}`, { method: 'DELETE', cookie: author.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: post.id, message: 'Post eliminato' });
    expect(await postData(post.id)).toBeUndefined();
    await settled();
    expect(await commentsOf(post.id)).toBe(0);
    expect(await auditEntriesOf(post.id)).toEqual([]);
  });

  it('is 401 for a visitor and 403 for another member, and deletes nothing', async () => {
    const post = await publishPost(author);
    leftovers.push(post.id);
    const visitor = await api(`/api/posts/${post.id}`, { method: 'DELETE' });
    const other = await api(`/api/posts/${post.id}`, { method: 'DELETE', cookie: member.cookie });
    expect([visitor.status, other.status]).toEqual([401, 403]);
    expect(other.body).toEqual({ message: 'Puoi eliminare solo i tuoi post' });
    expect(await postData(post.id)).toBeDefined();
    expect(await auditEntriesOf(post.id)).toEqual([]);
  });

  it("lets the admin delete anyone's post, with an audit entry in the same write", async () => {
    const post = await publishPost(author, 'Post da moderare');
    const response = await api(`/api/posts/${post.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await postData(post.id)).toBeUndefined();
    expect(await auditEntriesOf(post.id)).toEqual([
      expect.objectContaining({
        actorId: admin.uid,
        action: 'post.delete',
        collection: 'posts',
        summary: 'Post «Post da moderare» eliminato',
      }),
    ]);
  });

  it('is 404 for an unknown post, and for a post already deleted', async () => {
    const post = await publishPost(author);
    const first = await api(`/api/posts/${post.id}`, { method: 'DELETE', cookie: author.cookie });
    const again = await api(`/api/posts/${post.id}`, { method: 'DELETE', cookie: author.cookie });
    const unknown = await api('/api/posts/non-esiste', { method: 'DELETE', cookie: author.cookie });
    expect([first.status, again.status, unknown.status]).toEqual([200, 404, 404]);
    expect(unknown.body).toEqual({ message: 'Post non trovato' });
  });
});
