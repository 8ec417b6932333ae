import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser, db, nextLink } from '../../../../tools/testing/api';
import { build, removeStored, store } from '../../../../tools/testing/factories';

afterAll(() => removeStored());

describe('GET /api/contact-requests', () => {
  it('is 401 for a visitor', async () => {
    expect((await api('/api/contact-requests')).status).toBe(401);
  });

  it('is 403 for a member', async () => {
    const member = await createUser();
    const response = await api('/api/contact-requests', { cookie: member.cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Accesso riservato agli amministratori' });
  });

  it('lists the requests for an admin', async () => {
    const admin = await createUser({ admin: true });
    const response = await api('/api/contact-requests', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('pages newest first by 50 with the Link header, one round trip a page', async () => {
    const admin = await createUser({ admin: true });
    const total = (await db.collection('contact_requests').count().get()).data().count;
    for (let index = total; index < 52; index += 1) await store('contactRequests', build.contactRequest());
    const first = await api<{ id: string; createdAt: string }[]>('/api/contact-requests', { cookie: admin.cookie });
    expect(first.body).toHaveLength(50);
    expect(first.roundTrips).toBe(1);
    const times = first.body.map((request) => Date.parse(request.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const next = nextLink(first.headers);
    expect(next).toMatch(/^\/api\/contact-requests\?cursor=/);
    const second = await api<{ id: string }[]>(next!, { cookie: admin.cookie });
    expect(second.body.length).toBeGreaterThan(0);
    const shown = new Set(first.body.map((request) => request.id));
    expect(second.body.some((request) => shown.has(request.id))).toBe(false);
  });
});
