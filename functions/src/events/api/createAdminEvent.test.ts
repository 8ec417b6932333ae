import type { EventView } from '@app/schemas/events/events';
import { type AdminEventView, adminEventView } from '@app/schemas/events/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { uniqueTag } from '../../../../tools/testing/posts';

let admin: TestUser;
const created: string[] = [];

beforeAll(async () => {
  admin = await createUser({ admin: true });
});
afterAll(() => Promise.all(created.map((id) => db.collection('calendar_events').doc(id).delete())));

const valid = () => ({
  title: `Evento ${uniqueTag()}`,
  description: 'Un incontro online sulla gestione della PCOS a tavola.',
  startDate: '2099-06-15',
  startTime: '18:30',
  duration: 90,
  maxParticipants: 20,
  isPublic: false,
});
const eventsTitled = async (title: string) =>
  (await db.collection('calendar_events').where('title', '==', title).count().get()).data().count;

async function createEvent(body: object) {
  const response = await api<AdminEventView>('/api/admin/events', { method: 'POST', cookie: admin.cookie, body });
  expect(response.status).toBe(201);
  created.push(response.body.id);
  return response.body;
}

describe('POST /api/admin/events', () => {
  it('reads the date and time as Rome wall time and stores duration, capacity and visibility', async () => {
    const body = valid();
    const event = await createEvent(body);
    adminEventView.parse(event);
    expect(event).toMatchObject({
      startDate: '2099-06-15',
      startTime: '18:30',
      duration: 90,
      maxParticipants: 20,
      isPublic: false,
      attendeeCount: 0,
    });
    const stored = (await db.collection('calendar_events').doc(event.id).get()).data()!;
    expect(stored.startTime.toDate().toISOString()).toBe('2099-06-15T16:30:00.000Z');
    expect(stored.endTime.toDate().toISOString()).toBe('2099-06-15T18:00:00.000Z');
    expect(stored).toMatchObject({ maxAttendees: 20, isPublic: false, attendeeCount: 0 });

    const list = await api<AdminEventView[]>('/api/admin/events', { cookie: admin.cookie });
    expect(list.roundTrips).toBe(1);
    expect(list.body.find((item) => item.id === event.id)).toEqual(event);
  });

  it.each([
    // Summer time starts on 29 March 2026 (UTC+2 from 03:00), ends on 25 October 2026 (UTC+1 from 03:00).
    ['2026-03-29', '10:00', '2026-03-29T08:00:00.000Z'],
    ['2026-03-28', '10:00', '2026-03-28T09:00:00.000Z'],
    ['2026-10-25', '10:00', '2026-10-25T09:00:00.000Z'],
    ['2026-10-24', '10:00', '2026-10-24T08:00:00.000Z'],
  ])('on %s at %s Rome time the event starts at %s', async (startDate, startTime, iso) => {
    const event = await createEvent({ ...valid(), startDate, startTime });
    expect(event.startsAt).toBe(iso);
    expect(event).toMatchObject({ startDate, startTime });
  });

  it('applies docs/product.md defaults: public, 60 minutes, 50 participants; public events reach the public calendar', async () => {
    const { title, description, startDate, startTime } = valid();
    const event = await createEvent({ title, description, startDate, startTime });
    expect(event).toMatchObject({ isPublic: true, duration: 60, maxParticipants: 50 });
    const publicList = await api<EventView[]>('/api/events');
    expect(publicList.body.some((item) => item.id === event.id)).toBe(true);
  });

  it.each([
    ['title', { title: 'Brev' }, 'Il titolo deve avere almeno 5 caratteri'],
    ['description', { description: 'Troppo corta' }, 'La descrizione deve avere almeno 20 caratteri'],
    ['duration', { duration: 29 }, 'Durata minima 30 minuti'],
    ['maxParticipants', { maxParticipants: 0 }, 'Minimo 1 partecipante'],
    ['startDate', { startDate: '15/06/2099' }, 'Inserisci la data'],
    ['startDate (no such day)', { startDate: '2099-02-30' }, 'Data non valida'],
    ['startTime', { startTime: '25:00' }, "Inserisci l'ora"],
  ])('refuses a bad %s with its Italian message and writes nothing', async (_, change, message) => {
    const body = { ...valid(), ...change };
    const response = await api('/api/admin/events', { method: 'POST', cookie: admin.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await eventsTitled(body.title)).toBe(0);
  });
});
