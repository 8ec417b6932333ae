import { randomUUID } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { api, createUser, db, fromClient, uniqueClientAddress } from '../../../../tools/testing/api';
import { at } from '../../../../tools/testing/sessionClock';
import { addressKeyOf } from '../../shared/clientAddress';

const uniqueEmail = () => `contatto-${randomUUID().slice(0, 8)}@prova.test`;

function validRequest(email = uniqueEmail()) {
  return {
    firstName: 'Marta',
    lastName: 'Ferri',
    email,
    phone: '+39 333 765 4321',
    consultationType: 'consulenza-ibs',
    message: 'Soffro di gonfiore da anni, vorrei una prima visita.',
    privacyAccepted: 'accepted',
  };
}

/**
 * Each test sends from an address of its own, so the per-client limit never spills over, at one
 * moment of the test clock: the limits count in fixed windows, whose end must not fall mid-test.
 */
const TEN_MINUTES = 10 * 60 * 1000;
const PINNED = Math.floor(Date.now() / TEN_MINUTES) * TEN_MINUTES + TEN_MINUTES / 2;
function send(body: unknown, client = uniqueClientAddress(), now = PINNED) {
  return api<{ message: string }>('/api/contact', { method: 'POST', body, headers: { ...fromClient(client), ...at(now) } });
}

async function storedRequests(email: string) {
  return (await db.collection('contact_requests').where('email', '==', email).get()).docs;
}

describe('POST /api/contact', () => {
  it('stores the request with its createdAt and answers in Italian', async () => {
    const body = validRequest();
    const response = await send({ ...body, firstName: '  Marta ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Grazie! Ti ricontatterò entro 24 ore per fissare la consulenza.' });
    // Validation and store, plus the limit's increment and read.
    expect(response.roundTrips).toBe(3);

    const [stored, ...others] = await storedRequests(body.email);
    expect(others).toHaveLength(0);
    const { createdAt, ...fields } = stored!.data();
    expect(fields).toEqual(body);
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('accepts a request without consultation type and message', async () => {
    const { consultationType: _type, message: _message, ...body } = validRequest();
    expect((await send(body)).status).toBe(200);
    const [stored] = await storedRequests(body.email);
    expect(stored?.data()).toMatchObject({ consultationType: '', message: '' });
  });

  const invalidBodies: [string, (email: string) => unknown, string][] = [
    ['an empty body', () => ({}), 'Inserisci il tuo nome'],
    ['a body that is not an object', () => ['Marta'], 'Dati della richiesta non validi'],
    ['a missing last name', (email) => ({ ...validRequest(email), lastName: '   ' }), 'Inserisci il tuo cognome'],
    ['a missing phone', (email) => ({ ...validRequest(email), phone: undefined }), 'Inserisci il tuo numero di telefono'],
    ['an e-mail that is not one', (email) => ({ ...validRequest(email), email: `${email}@@` }), 'Inserisci un indirizzo email valido'],
    [
      'a missing privacy consent',
      (email) => ({ ...validRequest(email), privacyAccepted: undefined }),
      "Devi accettare l'informativa sulla privacy per inviare la richiesta",
    ],
    [
      'an unchecked privacy box',
      (email) => ({ ...validRequest(email), privacyAccepted: '' }),
      "Devi accettare l'informativa sulla privacy per inviare la richiesta",
    ],
    [
      'a privacy value other than accepted',
      (email) => ({ ...validRequest(email), privacyAccepted: 'true' }),
      "Devi accettare l'informativa sulla privacy per inviare la richiesta",
    ],
    [
      'a message over 2000 characters',
      (email) => ({ ...validRequest(email), message: 'a'.repeat(2001) }),
      'Il messaggio può avere al massimo 2000 caratteri',
    ],
    [
      'an unknown consultation type',
      (email) => ({ ...validRequest(email), consultationType: 'dieta-miracolosa' }),
      'Scegli un tipo di consulenza valido',
    ],
    [
      'a name over 80 characters',
      (email) => ({ ...validRequest(email), firstName: 'M'.repeat(81) }),
      'Il nome può avere al massimo 80 caratteri',
    ],
    ['a phone with letters', (email) => ({ ...validRequest(email), phone: 'chiamami' }), 'Inserisci un numero di telefono valido'],
  ];

  it.each(invalidBodies)('rejects %s with 400 and stores nothing', async (_case, bodyFor, message) => {
    const email = uniqueEmail();
    const response = await send(bodyFor(email));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await storedRequests(email)).toHaveLength(0);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await send({ ...validRequest(), message: 'a'.repeat(2000) })).status).toBe(200);
  });

  it('rejects a body that is not JSON: 400 for broken JSON, 415 for another type', async () => {
    const headers = fromClient();
    // Broken JSON is refused by the functions runtime's own body parser, before the app runs.
    const malformed = await api('/api/contact', { method: 'POST', rawBody: '{"firstName": "Marta",', headers });
    expect(malformed.status).toBe(400);

    // A body that is not JSON at all (what a cross-site HTML form sends) is refused as such.
    const plainText = await api('/api/contact', {
      method: 'POST',
      rawBody: 'Marta Ferri',
      headers: { ...headers, 'Content-Type': 'text/plain' },
    });
    expect(plainText.status).toBe(415);
    expect(plainText.body).toEqual({ message: 'Il corpo della richiesta deve essere in formato JSON (Content-Type: application/json)' });
  });

  it('allows 5 requests per client in 10 minutes, then answers 429 in Italian and stores nothing; an IPv6 client is its /64', async () => {
    // One network rotating through its IPv6 addresses is one client (the key is its /64).
    const network = uniqueClientAddress().split(':').slice(0, 4).join(':');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(validRequest(), `${network}::${attempt.toString(16)}`)).status).toBe(200);
    }
    const blocked = validRequest();
    const response = await send(blocked, `${network}:abcd:1234:5678:9`);
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      message: 'Hai inviato troppe richieste in poco tempo. Riprova tra qualche minuto o chiamami direttamente.',
    });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedRequests(blocked.email)).toHaveLength(0);

    // Another client is not affected, nor this network in the next window.
    expect((await send(validRequest())).status).toBe(200);
    expect((await send(validRequest(), `${network}::7`, PINNED + TEN_MINUTES)).status).toBe(200);
  });

  it('allows 10 requests per e-mail address in an hour, whatever the client address', async () => {
    const email = uniqueEmail();
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await send(validRequest(email))).status).toBe(200);
    const response = await send(validRequest(email.toUpperCase()));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedRequests(email)).toHaveLength(10);
  });

  it('does not count invalid requests against the limit', async () => {
    const client = uniqueClientAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await send({ ...validRequest(), privacyAccepted: '' }, client)).status).toBe(400);
    }
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(validRequest(), client)).status).toBe(200);
    }
  });

  it('keeps the count in Firestore, one document per client and window', async () => {
    const client = uniqueClientAddress();
    await send(validRequest(), client);
    await send(validRequest(), client);
    // The counter's key is the client's network: an IPv6 address by its /64.
    const key = addressKeyOf(client);
    const counters = await db.collection('rate_limits').where('client', '==', key).get();
    expect(counters.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ name: 'contact', client: key, count: 2, expiresAt: expect.any(Timestamp) }),
    ]);
  });

  it('shows the new request to an admin in GET /api/contact-requests', async () => {
    const body = validRequest();
    expect((await send(body)).status).toBe(200);
    const admin = await createUser({ admin: true });
    const list = await api<{ email: string; firstName: string; createdAt: string }[]>('/api/contact-requests', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const listed = list.body.find((request) => request.email === body.email);
    expect(listed).toMatchObject({
      firstName: 'Marta',
      lastName: 'Ferri',
      consultationType: 'consulenza-ibs',
      privacyAccepted: 'accepted',
    });
    expect(new Date(listed!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
