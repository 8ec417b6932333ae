import { consentIdOf, privacyConsentOf } from '@app/schemas/accounts/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, type TestUser } from '../../../../../tools/testing/api';
import { build, buildSentMail, removeStored, store } from '../../../../../tools/testing/factories';

let member: TestUser;
let other: TestUser;
const mine: Record<string, string> = {};

beforeAll(async () => {
  [member, other] = await Promise.all([createUser({ firstName: 'Elena', lastName: 'Russo' }), createUser()]);
  const uid = member.uid;
  mine.consent = await store('consents', build.consent({ userId: uid }));
  mine.post = await store('posts', build.post({ authorId: uid, title: 'Le mie <b>colazioni</b> & co.' }));
  mine.comment = await store('comments', build.comment({ authorId: uid, postId: mine.post }));
  mine.like = await store('likes', build.like({ userId: uid, postId: mine.post }));
  mine.progress = await store('userCourseProgress', build.userCourseProgress({ userId: uid }));
  mine.registration = await store('eventAttendees', build.eventAttendee({ userId: uid }));
  mine.order = await store('orders', build.order({ userId: uid }));
  mine.notification = await store('notifications', build.notification({ userId: uid }));
  mine.email = await store('mail', buildSentMail({ to: member.email, userId: uid }));
  mine.diaryEntry = await store('diaryEntries', { userId: uid, kind: 'stool', bristolType: 4, day: '2026-11-20', occurredAt: new Date() });
  // Another member's content never appears in the export.
  await store('posts', build.post({ authorId: other.uid }));
  await store('orders', build.order({ userId: other.uid }));
  await api('/api/auth/user', { cookie: member.cookie });
});

afterAll(async () => {
  await removeStored();
  await Promise.all([member, other].map((user) => adminAuth.deleteUser(user.uid)));
});

const idsOf = (documents: unknown) => (documents as { id: string }[]).map((document) => document.id);

describe('GET /api/account/export.html', () => {
  it('gives the same data as a readable Italian page: each section titled and counted, every value escaped, no one else’s', async () => {
    const response = await api<string>('/api/account/export.html', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?i-miei-dati-\d{4}-\d{2}-\d{2}\.html"?$/);
    const page = String(response.body);
    expect(page).toMatch(/^<!doctype html>\n<html lang="it">/);
    for (const title of ['Profilo', 'Consensi', 'Ordini e fatture', 'Diario di cura', 'Post nella community', 'Email inviate']) {
      expect(page).toContain(`<h2>${title}</h2>`);
    }
    expect(page).toContain('Elena');
    expect(page).toContain(mine.order);
    // What she wrote is shown as text, never as markup.
    expect(page).toContain('Le mie &lt;b&gt;colazioni&lt;/b&gt; &amp; co.');
    expect(page).not.toContain('<b>colazioni</b>');
    expect(page).not.toContain(other.uid);
    expect((await api('/api/account/export.html')).status).toBe(401);
  });
});

describe('GET /api/account/export', () => {
  it("downloads the member's own data, section by section, as a JSON file", async () => {
    const response = await api<Record<string, unknown>>('/api/account/export', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?i-miei-dati-\d{4}-\d{2}-\d{2}\.json"?$/);

    const data = response.body;
    expect(data.profile).toMatchObject({ id: member.uid, email: member.email, firstName: 'Elena', lastName: 'Russo' });
    // The privacy notice accepted at her first sign-in, and the consent stored here.
    expect(idsOf(data.consents).sort()).toEqual([mine.consent, consentIdOf(privacyConsentOf(member.uid))].sort());
    expect(idsOf(data.posts)).toEqual([mine.post]);
    expect(idsOf(data.comments)).toEqual([mine.comment]);
    expect(idsOf(data.likes)).toEqual([mine.like]);
    expect(idsOf(data.courseProgress)).toEqual([mine.progress]);
    expect(idsOf(data.eventRegistrations)).toEqual([mine.registration]);
    expect(idsOf(data.orders)).toEqual([mine.order]);
    expect(data.orders).toEqual([expect.objectContaining({ userId: member.uid, billingAddress: 'Via Roma 1' })]);
    expect(idsOf(data.notifications)).toEqual([mine.notification]);
    expect(data.emails).toEqual([
      expect.objectContaining({ id: mine.email, to: member.email, message: expect.objectContaining({ subject: 'Email di prova' }) }),
    ]);
    expect(idsOf((data.diary as { entries: unknown }).entries)).toEqual([mine.diaryEntry]);
    expect(data.truncated).toEqual([]);
    expect(Date.parse(String(data.exportedAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads each section once: the profile, then one Firestore round trip per section (appointments and push devices included), four for the diary, three for the audit, four for the care plan, one for the FODMAP protocol, two for the messages', async () => {
    const response = await api('/api/account/export', { cookie: member.cookie });
    expect(response.roundTrips).toBe(27);
  });

  it('is 401 for a visitor', async () => {
    expect((await api('/api/account/export')).status).toBe(401);
  });
});
