import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, SITE_URL, type TestUser } from '../../../tools/testing/api';
import { isCrossSite } from './sameOrigin';

let member: TestUser;
const postsBy = async (uid: string) => (await db.collection('posts').where('authorId', '==', uid).count().get()).data().count;
const validPost = { title: 'Un titolo valido', content: 'Un contenuto abbastanza lungo per essere accettato.' };

beforeAll(async () => {
  member = await createUser();
});

afterAll(() => adminAuth.deleteUser(member.uid));

describe('isCrossSite', () => {
  it('follows Sec-Fetch-Site first, then Origin against the host; neither means no browser', () => {
    expect(isCrossSite({ secFetchSite: 'same-origin', origin: 'https://evil.test', host: 'site.test' })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none' })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'cross-site', origin: 'https://site.test', host: 'site.test' })).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-site', host: 'site.test' })).toBe(true);
    expect(isCrossSite({ origin: 'https://site.test', host: 'site.test' })).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.test', host: 'site.test' })).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'site.test' })).toBe(true);
    expect(isCrossSite({ host: 'site.test' })).toBe(false);
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site write with 403 in Italian and writes nothing', async () => {
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
      const response = await api('/api/posts', { method: 'POST', cookie: member.cookie, body: validPost, headers });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Richiesta non consentita da un altro sito' });
    }
    expect(await postsBy(member.uid)).toBe(0);
  });

  it('accepts the same write from our own pages', async () => {
    const sameOrigin = await api('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      body: validPost,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: SITE_URL },
    });
    expect(sameOrigin.status).toBe(201);
    expect(await postsBy(member.uid)).toBe(1);
  });

  it('refuses a form-encoded body (what an HTML form of another site sends) with 415', async () => {
    const response = await api('/api/posts', {
      method: 'POST',
      cookie: member.cookie,
      rawBody: new URLSearchParams(validPost).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await postsBy(member.uid)).toBe(1);
  });

  it('refuses a cross-site sign-in (login CSRF) without setting a cookie', async () => {
    const response = await api('/api/simple-login', {
      method: 'POST',
      body: { username: member.email, password: member.password },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('a cross-site link to /api/logout goes home without signing the member out', async () => {
    const response = await api('/api/logout', { cookie: member.cookie, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await api('/api/auth/user', { cookie: member.cookie })).status).toBe(200);
  });
});
