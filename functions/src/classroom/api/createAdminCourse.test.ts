import { adminCourseForm, type AdminCourseView, adminCourseView } from '@app/schemas/classroom/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { uniqueTag } from '../../../../tools/testing/posts';

let admin: TestUser;
const created: string[] = [];

beforeAll(async () => {
  admin = await createUser({ admin: true });
});
afterAll(() => Promise.all(created.map((id) => db.collection('courses').doc(id).delete())));

const valid = () => ({
  title: `Corso ${uniqueTag()}`,
  description: 'Un corso sulla dieta low-FODMAP, passo per passo.',
  price: 4990,
  requiredLevel: 2,
  isPublished: true,
});
const coursesTitled = async (title: string) => (await db.collection('courses').where('title', '==', title).count().get()).data().count;

describe('POST /api/admin/courses', () => {
  it('stores the course with its price in cents and answers it as the admin list shows it', async () => {
    const body = valid();
    const response = await api<AdminCourseView>('/api/admin/courses', { method: 'POST', cookie: admin.cookie, body });
    expect(response.status).toBe(201);
    created.push(response.body.id);
    adminCourseView.parse(response.body);
    expect(response.body).toMatchObject({ ...body, enrollmentCount: 0 });
    const stored = (await db.collection('courses').doc(response.body.id).get()).data()!;
    expect(stored).toMatchObject({ title: body.title, price: 4990, requiredLevel: 2, isPublished: true, enrollmentCount: 0 });

    const list = await api<AdminCourseView[]>('/api/admin/courses', { cookie: admin.cookie });
    expect(list.roundTrips).toBe(1);
    expect(list.body.find((course) => course.id === response.body.id)).toMatchObject({ isPublished: true, price: 4990 });
  });

  it('applies docs/product.md defaults: a free draft of level 1', async () => {
    const { title, description } = valid();
    const response = await api<AdminCourseView>('/api/admin/courses', {
      method: 'POST',
      cookie: admin.cookie,
      body: { title, description },
    });
    expect(response.status).toBe(201);
    created.push(response.body.id);
    expect(response.body).toMatchObject({ price: 0, requiredLevel: 1, isPublished: false });
  });

  it('lists drafts too', async () => {
    const list = await api<AdminCourseView[]>('/api/admin/courses', { cookie: admin.cookie });
    expect(list.body.some((course) => !course.isPublished)).toBe(true);
    expect(list.body.length).toBeLessThanOrEqual(200);
  });

  it.each([
    ['title', { title: 'Cors' }, 'Il titolo deve avere almeno 5 caratteri'],
    ['description', { description: 'Troppo corta' }, 'La descrizione deve avere almeno 20 caratteri'],
    ['price', { price: -1 }, 'Il prezzo deve essere positivo'],
    ['requiredLevel below', { requiredLevel: 0 }, 'Scegli un livello da 1 (Principiante) a 5 (Esperto)'],
    ['requiredLevel above', { requiredLevel: 6 }, 'Scegli un livello da 1 (Principiante) a 5 (Esperto)'],
  ])('refuses a bad %s with its Italian message and writes nothing', async (_, change, message) => {
    const body = { ...valid(), ...change };
    const response = await api('/api/admin/courses', { method: 'POST', cookie: admin.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await coursesTitled(body.title)).toBe(0);
  });

  it('turns the euro typed in the dialog into cents in one place', () => {
    expect(adminCourseForm.parse({ ...valid(), price: '49.90' }).price).toBe(4990);
    expect(adminCourseForm.parse({ ...valid(), price: 0.1 + 0.2 }).price).toBe(30);
  });
});
