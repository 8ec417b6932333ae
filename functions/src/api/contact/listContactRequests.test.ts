import { describe, expect, it } from 'vitest';
import { api, createUser } from '../../../../tools/testing/api';

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
});
