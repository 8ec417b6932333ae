import type { OrderView } from '@app/schemas/services/orders';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { bookingBody, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let member: TestUser;
let serviceId: string;

const ordersOf = async (uid: string) => (await db.collection('orders').where('userId', '==', uid).get()).docs;

beforeAll(async () => {
  member = await createUser();
  serviceId = await createTestService({ price: 12345 });
});

afterAll(removeTestServices);

describe('POST /api/orders', () => {
  it('is 401 for a visitor', async () => {
    const response = await api('/api/orders', { method: 'POST', body: bookingBody(serviceId) });
    expect(response.status).toBe(401);
  });

  it('stores a pending order priced by the server, whatever amount the client sends', async () => {
    const response = await api<OrderView>('/api/orders', {
      method: 'POST',
      cookie: member.cookie,
      body: { ...bookingBody(serviceId), totalAmount: 1, status: 'completed', userId: 'qualcun-altro', invoiceNumber: '2020/0001' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      serviceId,
      serviceName: `Servizio di prova ${serviceId}`,
      servicePrice: 12345,
      totalAmount: 12345,
      status: 'pending',
      userId: member.uid,
      fiscalCode: 'BNCGLI85A41H501H',
      invoiceNumber: null,
      invoiceDate: null,
    });

    const stored = await db.collection('orders').doc(response.body.id).get();
    expect(stored.data()).toMatchObject({
      userId: member.uid,
      serviceId,
      totalAmount: 12345,
      status: 'pending',
      invoiceNumber: null,
      customerName: 'Giulia Bianchi',
      billingCountry: 'Italia',
      fiscalCode: 'BNCGLI85A41H501H',
    });
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    expect(stored.get('updatedAt')).toBeInstanceOf(Timestamp);
    expect(Date.parse(response.body.createdAt)).toBe(stored.get('createdAt').toMillis());
  });

  it.each([
    [{ customerName: 'G' }, 'Il nome deve essere di almeno 2 caratteri'],
    [{ customerEmail: 'giulia' }, 'Email non valida'],
    [{ customerPhone: '123' }, 'Il telefono deve essere di almeno 8 caratteri'],
    [{ fiscalCode: '' }, 'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende'],
    [
      { billingType: 'company', fiscalCode: '', vatNumber: '' },
      'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende',
    ],
    [{ billingType: 'company', fiscalCode: '', vatNumber: '123' }, 'La Partita IVA deve essere di 11 cifre'],
    [
      { billingType: 'company', fiscalCode: '', vatNumber: '12345670018' },
      'La Partita IVA non è valida: la cifra di controllo non corrisponde',
    ],
    [{ fiscalCode: 'BNCGLI85A41H501Z' }, "Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde"],
    [{ fiscalCode: 'BNCGLI85A41H5O1H' }, 'Il codice fiscale non è valido: controlla lettere e cifre'],
    [{ fiscalCode: 'BNCGLI85A41H501' }, 'Il codice fiscale deve essere di 16 caratteri'],
    [{ notes: 'x'.repeat(2001) }, 'Le note possono avere al massimo 2000 caratteri'],
    [{ sistemaTsOpposition: 'sì' }, "L'opposizione al Sistema TS deve essere sì o no"],
    [{ billingType: 'ente' }, 'Seleziona il tipo di fatturazione'],
    [{ billingCountry: '' }, 'Il paese deve essere specificato'],
    [{ billingPostalCode: '001' }, 'Il CAP deve essere di almeno 5 caratteri'],
  ])('answers 400 in Italian and writes nothing for %j', async (change, message) => {
    const user = await createUser();
    const response = await api('/api/orders', { method: 'POST', cookie: user.cookie, body: { ...bookingBody(serviceId), ...change } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await api('/api/orders', { method: 'POST', cookie: member.cookie, rawBody: '"ciao"' });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown or inactive service', async () => {
    const inactive = await createTestService({ isActive: false });
    for (const id of ['non-esiste', inactive]) {
      const response = await api('/api/orders', { method: 'POST', cookie: member.cookie, body: bookingBody(id) });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Servizio non trovato' });
    }
  });

  it("costs four round trips: the member's hourly limit (count and read back), the service and the write", async () => {
    const response = await api('/api/orders', { method: 'POST', cookie: member.cookie, body: bookingBody(serviceId) });
    expect(response.roundTrips).toBe(4);
  });
});
