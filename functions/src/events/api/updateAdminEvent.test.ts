import type { EventView } from '@app/schemas/events/events';
import type { AdminEventView } from '@app/schemas/events/events';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { attend, attendeeCountOf, removeClassroomData, seatDocumentsOf, storeEvent } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../tools/testing/content';

let admin: TestUser;
let members: TestUser[];

beforeAll(async () => {
  [admin, ...members] = await Promise.all([createUser({ admin: true }), createUser(), createUser(), createUser(), createUser()]);
});
afterAll(removeClassroomData);

const eventPath = (id: string) => `/api/admin/events/${id}`;
const body = (changes: object = {}) => ({
  title: 'Serata PCOS a tavola',
  description: 'Un incontro online sulla gestione della PCOS a tavola.',
  startDate: '2099-05-10',
  startTime: '19:00',
  duration: 60,
  maxParticipants: 10,
  isPublic: true,
  ...changes,
});
const update = (id: string, changes: object = {}) =>
  api<AdminEventView & { message?: string }>(eventPath(id), { method: 'PUT', cookie: admin.cookie, body: body(changes) });

/** The seats held by the event's registrations, as stored. */
async function seatsOf(eventId: string) {
  const [attendees, seats] = await Promise.all([
    db.collection(COLLECTIONS.eventAttendees).where('eventId', '==', eventId).get(),
    db.collection(COLLECTIONS.eventSeats).where('eventId', '==', eventId).get(),
  ]);
  return {
    held: attendees.docs.map((document) => document.get('seat') as number | null).sort(),
    seats: seats.docs.map((document) => document.get('seat') as number).sort(),
  };
}

describe('PUT /api/admin/events/{id}', { timeout: 60_000 }, () => {
  it('changes the event with its audit entry, and the public calendar shows the change', async () => {
    const id = await storeEvent({ maxAttendees: 20 });
    const response = await update(id, { title: 'Serata PCOS: nuovo titolo' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      title: 'Serata PCOS: nuovo titolo',
      startDate: '2099-05-10',
      startTime: '19:00',
      duration: 60,
    });
    expect(response.body.startsAt).toBe('2099-05-10T17:00:00.000Z');
    expect(await auditActionsOn(id)).toEqual(['event.update']);
    const publicList = await api<EventView[]>('/api/events');
    expect(publicList.body.find((event) => event.id === id)?.title).toBe('Serata PCOS: nuovo titolo');
  });

  it('refuses a capacity below the members registered with a 409 in Italian, changing nothing', async () => {
    const id = await storeEvent({ maxAttendees: 5 });
    for (const member of members.slice(0, 3)) expect((await attend(member, id)).status).toBe(200);
    const [stored, audits] = await Promise.all([storedFields('calendarEvents', id), auditCountOf(admin)]);
    const response = await update(id, { maxParticipants: 2 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Ci sono già 3 iscritti: il numero massimo di partecipanti non può essere inferiore' });
    expect(await storedFields('calendarEvents', id)).toEqual(stored);
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('lowering the capacity moves the seats within it, so the limit still holds', async () => {
    const id = await storeEvent({ maxAttendees: 40 });
    for (const member of members.slice(0, 3)) expect((await attend(member, id)).status).toBe(200);
    const response = await update(id, { maxParticipants: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ maxParticipants: 3, attendeeCount: 3 });
    expect(await seatsOf(id)).toEqual({ held: [1, 2, 3], seats: [1, 2, 3] });
    const refused = await attend(members[3]!, id);
    expect(refused.status).toBe(409);
    expect(await attendeeCountOf(id)).toBe(3);
  });

  it('giving a limit to an event without one seats the members registered', async () => {
    const id = await storeEvent({ maxAttendees: null });
    for (const member of members.slice(0, 2)) expect((await attend(member, id)).status).toBe(200);
    expect(await seatDocumentsOf(id)).toBe(0);
    expect((await update(id, { maxParticipants: 2 })).status).toBe(200);
    expect(await seatsOf(id)).toEqual({ held: [1, 2], seats: [1, 2] });
    expect((await attend(members[2]!, id)).status).toBe(409);
  });

  it('refuses bad input (400) and an unknown event (404), writing nothing (audit included)', async () => {
    const id = await storeEvent();
    const [stored, audits] = await Promise.all([storedFields('calendarEvents', id), auditCountOf(admin)]);
    const bad = await update(id, { duration: 10 });
    const unknown = await update('evento-inesistente');
    expect([bad.status, unknown.status]).toEqual([400, 404]);
    expect(bad.body).toEqual({ message: 'Durata minima 30 minuti' });
    expect(unknown.body).toEqual({ message: 'Evento non trovato' });
    expect(await storedFields('calendarEvents', id)).toEqual(stored);
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and changes nothing', async () => {
    const id = await storeEvent();
    const stored = await storedFields('calendarEvents', id);
    await expectAdminOnly(eventPath(id), members[0]!, { method: 'PUT', body: body() });
    expect(await storedFields('calendarEvents', id)).toEqual(stored);
  });
});
