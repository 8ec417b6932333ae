import type { EventView } from '@app/schemas/events/events';
import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser } from '../../../../tools/testing/api';
import {
  attend,
  attendeeCountOf,
  attendeeDocumentsOf,
  removeClassroomData,
  seatDocumentsOf,
  setPoints,
  storeEvent,
} from '../../../../tools/testing/classroom';

const HOUR = 60 * 60 * 1000;

/** New members, signed in a few at a time (many sign-ins at once overload the local functions). */
async function members(count: number) {
  const users = [];
  while (users.length < count)
    users.push(...(await Promise.all(Array.from({ length: Math.min(4, count - users.length) }, () => createUser()))));
  return users;
}

afterAll(removeClassroomData);

describe('POST /api/events/{eventId}/attend', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const eventId = await storeEvent({ maxAttendees: 3 });
    expect((await api(`/api/events/${eventId}/attend`, { method: 'POST' })).status).toBe(401);
    expect(await attendeeDocumentsOf(eventId)).toBe(0);
  });

  it('registers once: a repeat, also at the same time, changes nothing; the list marks it', async () => {
    const eventId = await storeEvent({ maxAttendees: 10 });
    const [member] = await members(1);
    const first = await attend(member!, eventId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ eventId, isAttending: true, attendeeCount: 1 });
    const repeats = await Promise.all([attend(member!, eventId), attend(member!, eventId), attend(member!, eventId)]);
    expect(repeats.map((repeat) => repeat.body.attendeeCount)).toEqual([1, 1, 1]);
    expect(await attendeeCountOf(eventId)).toBe(1);
    expect(await seatDocumentsOf(eventId)).toBe(1);

    const listed = await api<EventView[]>('/api/events', { cookie: member!.cookie });
    expect(listed.body.find((event) => event.id === eventId)).toMatchObject({ isAttending: true, attendeeCount: 1 });
  });

  it('registers without seats for an event without a limit', async () => {
    const eventId = await storeEvent({ maxAttendees: null });
    const users = await members(3);
    await Promise.all(users.map((user) => attend(user, eventId)));
    expect(await attendeeCountOf(eventId)).toBe(3);
    expect(await attendeeDocumentsOf(eventId)).toBe(3);
    expect(await seatDocumentsOf(eventId)).toBe(0);
  });

  it('is 409 in Italian when full, and writes nothing', async () => {
    const eventId = await storeEvent({ maxAttendees: 2 });
    const [first, second, late] = await members(3);
    await attend(first!, eventId);
    await attend(second!, eventId);
    const refused = await attend(late!, eventId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Evento al completo: non ci sono più posti disponibili' });
    expect(await attendeeCountOf(eventId)).toBe(2);
    expect(await attendeeDocumentsOf(eventId)).toBe(2);
  });

  it('never overbooks: 20 members at once for the last 3 seats, 3 get them', async () => {
    const eventId = await storeEvent({ maxAttendees: 5 });
    const [early1, early2, ...crowd] = await members(22);
    await attend(early1!, eventId);
    await attend(early2!, eventId);
    const answers = await Promise.all(crowd.map((user) => attend(user, eventId)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => answer.body.message === 'Evento al completo: non ci sono più posti disponibili'),
    ).toBe(true);
    expect(await attendeeCountOf(eventId)).toBe(5);
    expect(await attendeeDocumentsOf(eventId)).toBe(5);
    expect(await seatDocumentsOf(eventId)).toBe(5);
  }, 120_000);

  it('is 409 for an event that has started, and writes nothing', async () => {
    const eventId = await storeEvent({ startTime: new Date(Date.now() - HOUR), maxAttendees: 5 });
    const [member] = await members(1);
    const refused = await attend(member!, eventId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "L'evento è già iniziato: le iscrizioni sono chiuse" });
    expect(await attendeeDocumentsOf(eventId)).toBe(0);
  });

  it('is 404 for an event above the member level or unknown, writing nothing; an admin may register', async () => {
    const eventId = await storeEvent({ requiredLevel: 2, maxAttendees: 5 });
    const [member] = await members(1);
    for (const id of [eventId, 'non-esiste', `${eventId}%2Fx`]) {
      const refused = await attend(member!, id);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Evento non trovato' });
    }
    expect(await attendeeDocumentsOf(eventId)).toBe(0);

    await setPoints(member!, 5);
    expect((await attend(member!, eventId)).body).toMatchObject({ isAttending: true });
    const admin = await createUser({ admin: true });
    expect((await attend(admin, eventId)).body).toMatchObject({ isAttending: true, attendeeCount: 2 });
  });
});
