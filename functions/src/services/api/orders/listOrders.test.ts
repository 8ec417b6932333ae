import type { OrderView } from '@app/schemas/services/orders';
import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser, nextLink, settled } from '../../../../../tools/testing/api';
import { build, storeMany } from '../../../../../tools/testing/factories';
import { bookAs, completeAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

afterAll(removeTestServices);

describe('GET /api/orders', () => {
  it('is 401 for a visitor and 403 for a member', async () => {
    expect((await api('/api/orders')).status).toBe(401);
    const member = await createUser();
    const response = await api('/api/orders', { cookie: member.cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Accesso riservato agli amministratori' });
  });

  it("lists every customer's orders, newest first, with the service, in two round trips", async () => {
    const [admin, anna, bruno] = await Promise.all([createUser({ admin: true }), createUser(), createUser()]);
    const serviceId = await createTestService({ price: 4200 });
    const older = await bookAs(anna, serviceId);
    const newer = await bookAs(bruno, serviceId);

    const response = await api<OrderView[]>('/api/orders', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const ids = response.body.map((order) => order.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.body.find((order) => order.id === older.id)).toMatchObject({
      userId: anna.uid,
      serviceName: `Servizio di prova ${serviceId}`,
      servicePrice: 4200,
      totalAmount: 4200,
      customerName: 'Giulia Bianchi',
      customerPhone: '3331234567',
      status: 'pending',
    });
    const times = response.body.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.length).toBeLessThanOrEqual(50);
    expect(response.roundTrips).toBe(2);
  });

  it('gives the patient’s note for the doctor to the doctor’s role and the patient only, never to a plain admin', async () => {
    const [admin, doctor, patient] = await Promise.all([
      createUser({ admin: true }),
      createUser({ admin: true, doctor: true }),
      createUser(),
    ]);
    const serviceId = await createTestService({ price: 4200 });
    const note = 'Ho il colon irritabile e soffro di gonfiore';
    const booked = await bookAs(patient, serviceId, { notes: note, billingNotes: 'Citofono Bianchi' });
    expect(booked.notes).toBe(note);

    const asAdmin = await api<OrderView[]>('/api/orders', { cookie: admin.cookie });
    expect(asAdmin.body.find((order) => order.id === booked.id)).toMatchObject({ notes: '', billingNotes: 'Citofono Bianchi' });
    expect(JSON.stringify(asAdmin.body)).not.toContain(note);
    const completed = await api<OrderView>(`/api/orders/${booked.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { status: 'cancelled' },
    });
    expect(completed.status).toBe(200);
    expect(JSON.stringify(completed.body)).not.toContain(note);

    const asDoctor = await api<OrderView[]>('/api/orders', { cookie: doctor.cookie });
    expect(asDoctor.body.find((order) => order.id === booked.id)?.notes).toBe(note);
    const own = await api<OrderView[]>('/api/user/orders', { cookie: patient.cookie });
    expect(own.body.find((order) => order.id === booked.id)?.notes).toBe(note);
  });

  it('finds orders by a prefix of the name, the e-mail or the invoice number, by status and by month, never answering the search terms', async () => {
    const [admin, carla, dario] = await Promise.all([createUser({ admin: true }), createUser(), createUser()]);
    const serviceId = await createTestService({ price: 4200 });
    const surname = `Zanetti${Date.now().toString(36)}`;
    const mine = await bookAs(carla, serviceId, { customerName: `Carla Niccolò ${surname}`, customerEmail: `carla.${surname}@prova.test` });
    const other = await bookAs(dario, serviceId, { customerName: `Dario ${surname}`, customerEmail: `dario.${surname}@prova.test` });
    const invoiced = await completeAs(admin, other.id, 'carta');
    await settled();
    const idsOf = async (query: string) => {
      const response = await api<OrderView[]>(`/api/orders?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain('searchTerms');
      return response.body.map((order) => order.id).sort();
    };
    const both = [mine.id, other.id].sort();
    expect(await idsOf(`q=${surname.toUpperCase()}`)).toEqual(both);
    expect(await idsOf(`q=${encodeURIComponent(`carla niccolo ${surname}`)}`)).toEqual([mine.id]);
    expect(await idsOf(`q=${encodeURIComponent(`dario.${surname}@`)}`)).toEqual([other.id]);
    expect(await idsOf(`q=${encodeURIComponent(invoiced.invoiceNumber!)}`)).toContain(other.id);
    expect(await idsOf(`q=${surname}&status=pending`)).toEqual([mine.id]);
    const completed = await idsOf('status=completed');
    expect(completed).toContain(other.id);
    expect(completed).not.toContain(mine.id);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(new Date());
    expect(await idsOf(`q=${surname}&month=${month}`)).toEqual(both);
    expect(await idsOf(`q=${surname}&month=2019-01`)).toEqual([]);
  });

  it('pages 50 at a time through the Link header, which keeps the filters, and refuses malformed filters in Italian', async () => {
    const admin = await createUser({ admin: true });
    const surname = `Pagine${Date.now().toString(36)}`;
    await storeMany(
      'orders',
      Array.from({ length: 51 }, (_, index) => build.order({ customerName: `Cliente${index} ${surname}` })),
    );
    await settled();
    const first = await api<OrderView[]>(`/api/orders?q=${surname}&status=pending`, { cookie: admin.cookie });
    expect(first.body).toHaveLength(50);
    const next = nextLink(first.headers)!;
    expect(next).toContain(`q=${surname.toLowerCase()}`);
    expect(next).toContain('status=pending');
    const second = await api<OrderView[]>(next, { cookie: admin.cookie });
    expect(second.body).toHaveLength(1);
    expect(new Set([...first.body, ...second.body].map((order) => order.id)).size).toBe(51);
    expect(nextLink(second.headers)).toBeUndefined();

    const wrong = await api<{ message: string }>('/api/orders?month=2026-13', { cookie: admin.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Il mese deve essere nel formato AAAA-MM');
    expect((await api<{ message: string }>('/api/orders?q=a', { cookie: admin.cookie })).body.message).toBe(
      'Scrivi almeno 2 caratteri per cercare',
    );
  });
});
