import type { OrderView } from '@app/schemas/services/orders';
import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../../tools/testing/api';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

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
    expect(response.body.length).toBeLessThanOrEqual(200);
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
});
