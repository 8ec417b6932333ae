import { ONLINE_PAYMENT_RULES } from '@app/schemas/services/payments';
import type { ServiceView } from '@app/schemas/services/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { uniqueTag } from '../../../../../tools/testing/posts';

let admin: TestUser;
const created: string[] = [];

beforeAll(async () => {
  admin = await createUser({ admin: true });
});
afterAll(() => Promise.all(created.map((id) => db.collection('services').doc(id).delete())));

const valid = () => ({
  name: `Servizio ${uniqueTag()}`,
  description: 'Un percorso di prova per i test.',
  price: 15000,
  category: 'program',
  duration: 60,
  isActive: true,
});
const servicesNamed = async (name: string) => (await db.collection('services').where('name', '==', name).count().get()).data().count;

async function createService(body: object) {
  const response = await api<ServiceView>('/api/services', { method: 'POST', cookie: admin.cookie, body });
  expect(response.status).toBe(201);
  created.push(response.body.id);
  return response.body;
}

describe('POST /api/services and PUT /api/services/{id}', () => {
  it('creates a service in cents with its duration in minutes, shown on the public price list', async () => {
    const body = valid();
    const service = await createService(body);
    expect(service).toMatchObject({
      name: body.name,
      price: 15000,
      category: 'program',
      duration: '60 minuti',
      isActive: true,
      features: [],
    });
    const list = await api<ServiceView[]>('/api/services');
    expect(list.body.some((item) => item.id === service.id)).toBe(true);
  });

  it('edits every field, keeps the features; an inactive service leaves the price list but not the admin list', async () => {
    const service = await createService(valid());
    await db
      .collection('services')
      .doc(service.id)
      .update({ features: ['Una caratteristica'] });
    const change = {
      name: `Rinominato ${uniqueTag()}`,
      description: 'Una descrizione nuova e più lunga.',
      price: 9900,
      category: 'training',
      duration: '6 mesi',
      isActive: false,
      healthService: true,
    };
    const response = await api<ServiceView>(`/api/services/${service.id}`, { method: 'PUT', cookie: admin.cookie, body: change });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...change,
      id: service.id,
      features: ['Una caratteristica'],
      onlinePayment: 'none',
      depositAmount: null,
      includedVisits: 0,
      validityMonths: null,
    });
    const [publicList, adminList] = await Promise.all([
      api<ServiceView[]>('/api/services'),
      api<ServiceView[]>('/api/admin/services', { cookie: admin.cookie }),
    ]);
    expect(publicList.body.some((item) => item.id === service.id)).toBe(false);
    expect(adminList.body.find((item) => item.id === service.id)).toMatchObject({ isActive: false, price: 9900 });
    expect(adminList.roundTrips).toBe(1);
  });

  it("offers no 'control' category to a new service, but lets the monthly check keep its own", async () => {
    const refused = await api('/api/services', { method: 'POST', cookie: admin.cookie, body: { ...valid(), category: 'control' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Scegli una categoria: consulenza, percorso o allenamento' });
    const service = await createService(valid());
    const kept = await api<ServiceView>(`/api/services/${service.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...valid(), category: 'control' },
    });
    expect(kept.body.category).toBe('control');
  });

  it('answers 404 for an unknown service and creates nothing', async () => {
    const response = await api(`/api/services/sconosciuto-${uniqueTag()}`, { method: 'PUT', cookie: admin.cookie, body: valid() });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Servizio non trovato' });
  });

  it.each([
    ['name', { name: 'Ab' }, 'Il nome deve avere almeno 3 caratteri'],
    ['description', { description: 'Corta' }, 'La descrizione deve avere almeno 10 caratteri'],
    ['price', { price: -100 }, 'Il prezzo deve essere positivo'],
    ['category', { category: 'altro' }, 'Scegli una categoria: consulenza, percorso o allenamento'],
    ['online payment', { onlinePayment: 'bitcoin' }, 'Pagamento online: in studio, caparra o intero'],
    ['deposit (missing)', { category: 'consultation', onlinePayment: 'deposit' }, ONLINE_PAYMENT_RULES.depositRequired],
    [
      'deposit (the whole price)',
      { category: 'consultation', onlinePayment: 'deposit', depositAmount: 15000 },
      ONLINE_PAYMENT_RULES.depositBelowPrice,
    ],
    ['deposit (for a package)', { onlinePayment: 'deposit', depositAmount: 3000 }, ONLINE_PAYMENT_RULES.packagesInFull],
  ])('refuses a bad %s with its Italian message and writes nothing, on create and on edit', async (_, change, message) => {
    const body = { ...valid(), ...change };
    const created = await api('/api/services', { method: 'POST', cookie: admin.cookie, body });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message });
    expect(await servicesNamed(body.name)).toBe(0);

    const existing = await createService(valid());
    const edited = await api(`/api/services/${existing.id}`, { method: 'PUT', cookie: admin.cookie, body: { ...body, name: body.name } });
    expect(edited.status).toBe(400);
    expect((await db.collection('services').doc(existing.id).get()).data()).toMatchObject({ name: existing.name, price: existing.price });
  });

  it('sets what may be paid online: a deposit for a consultation, kept by an edit that leaves it out, cleared by "none"', async () => {
    const service = await createService({ ...valid(), category: 'consultation', onlinePayment: 'deposit', depositAmount: 3000 });
    expect(service).toMatchObject({ onlinePayment: 'deposit', depositAmount: 3000 });
    const listed = (await api<ServiceView[]>('/api/services')).body.find((item) => item.id === service.id);
    expect(listed).toMatchObject({ onlinePayment: 'deposit', depositAmount: 3000 });

    const renamed = await api<ServiceView>(`/api/services/${service.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...valid(), category: 'consultation', name: service.name },
    });
    expect(renamed.body).toMatchObject({ onlinePayment: 'deposit', depositAmount: 3000 });
    const inStudio = await api<ServiceView>(`/api/services/${service.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { ...valid(), category: 'consultation', name: service.name, onlinePayment: 'none', depositAmount: 3000 },
    });
    expect(inStudio.body).toMatchObject({ onlinePayment: 'none', depositAmount: null });
    expect((await db.collection('services').doc(service.id).get()).data()).toMatchObject({ onlinePayment: 'none', depositAmount: null });
    // A new service is paid at the studio unless the doctor says otherwise.
    expect(await createService(valid())).toMatchObject({ onlinePayment: 'none', depositAmount: null });
  });
});
