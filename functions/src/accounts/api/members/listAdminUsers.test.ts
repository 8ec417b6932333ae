import { type AdminUserView, adminUserView } from '@app/schemas/accounts/members';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, nextLink, settled, type TestUser } from '../../../../../tools/testing/api';
import { uniqueTag } from '../../../../../tools/testing/posts';

let admin: TestUser;
let member: TestUser;
/** A surname no other test uses, so the search finds exactly these members. */
const surname = `Cognome${uniqueTag()}`;
let found: TestUser[];

const list = (query: string, user = admin) => api<AdminUserView[]>(`/api/admin/users${query}`, { cookie: user.cookie });

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
  found = await Promise.all([
    createUser({ firstName: 'Niccolò', lastName: surname }),
    createUser({ firstName: 'Beatrice', lastName: surname }),
    createUser({ firstName: 'Aurora', lastName: surname }),
  ]);
  // The users trigger writes the search terms just after the profiles.
  await settled();
  expect((await list(`?q=${surname}`)).body).toHaveLength(3);
});

describe('GET /api/admin/users', () => {
  it('is 401 for a visitor and 403 for a member', async () => {
    expect((await api('/api/admin/users')).status).toBe(401);
    expect((await list('', member)).status).toBe(403);
  });

  it('lists members newest first with their level, points, dates and state, in one round trip', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBe(1);
    for (const item of response.body) adminUserView.parse(item);
    const times = response.body.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const me = response.body.find((item) => item.id === admin.uid);
    expect(me).toMatchObject({ email: admin.email, isAdmin: true, disabled: false, points: 0, level: 1 });
    expect(Date.parse(me!.lastSeenAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('finds members by a prefix of a name or of the e-mail, whatever the case and accents', async () => {
    const byName = await list(`?q=${encodeURIComponent('NICCOLO')}`);
    expect(byName.body.map((item) => item.id)).toContain(found[0]!.uid);
    const byFullName = await list(`?q=${encodeURIComponent(`beatrice ${surname.slice(0, 9)}`)}`);
    expect(byFullName.body.map((item) => item.id)).toEqual([found[1]!.uid]);
    const byEmail = await list(`?q=${encodeURIComponent(found[2]!.email.slice(0, 10))}`);
    expect(byEmail.body.map((item) => item.id)).toEqual([found[2]!.uid]);
    expect(byEmail.roundTrips).toBe(1);
    const none = await list(`?q=nessunonesiste${uniqueTag()}`);
    expect(none.body).toEqual([]);
  });

  it('answers 400 in Italian for a one-letter search and a forged cursor', async () => {
    const short = await list('?q=a');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Scrivi almeno 2 caratteri per cercare' });
    const forged = await list('?cursor=nonvalido');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: 'Cursore di paginazione non valido' });
  });
});

describe('GET /api/admin/users paging', () => {
  it('pages 50 at a time through a search, the Link keeping q, every member once', async () => {
    const tag = `Pagina${uniqueTag()}`;
    const batch = db.batch();
    const ids = Array.from({ length: 53 }, (_, index) => `pagina-${tag}-${index}`);
    ids.forEach((id, index) =>
      batch.set(db.collection('users').doc(id), {
        email: `${id}@prova.test`,
        firstName: 'Membro',
        lastName: tag,
        profileImageUrl: null,
        points: 0,
        level: 1,
        isAdmin: false,
        disabled: false,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        updatedAt: new Date(),
      }),
    );
    await batch.commit();
    try {
      await settled();
      const first = await list(`?q=${tag}`);
      expect(first.body).toHaveLength(50);
      const next = nextLink(first.headers);
      expect(next).toContain(`q=${tag.toLowerCase()}`);
      const second = await api<AdminUserView[]>(next!, { cookie: admin.cookie });
      expect(second.body).toHaveLength(3);
      expect(second.roundTrips).toBe(1);
      expect(nextLink(second.headers)).toBeUndefined();
      expect([...first.body, ...second.body].map((item) => item.id).sort()).toEqual([...ids].sort());
    } finally {
      const cleanup = db.batch();
      ids.forEach((id) => cleanup.delete(db.collection('users').doc(id)));
      await cleanup.commit();
    }
  });
});
