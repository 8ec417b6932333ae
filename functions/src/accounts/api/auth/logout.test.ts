import { describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../../tools/testing/api';

describe('GET /api/logout', () => {
  it('revokes the session, clears the cookie and redirects to /', async () => {
    const user = await createUser();
    expect((await api('/api/auth/user', { cookie: user.cookie })).status).toBe(200);

    const response = await api('/api/logout', { cookie: user.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;/);

    // The old cookie, replayed, no longer opens a session.
    expect((await api('/api/auth/user', { cookie: user.cookie })).status).toBe(401);
  });

  it('redirects a visitor too', async () => {
    const response = await api('/api/logout');
    expect(response.status).toBe(302);
  });
});
