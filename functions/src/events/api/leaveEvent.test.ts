import { afterAll, describe, expect, it } from 'vitest';

import { api, createUser, db } from '../../../../tools/testing/api';
import {
  attend,
  attendeeCountOf,
  attendeeDocumentsOf,
  removeClassroomData,
  seatDocumentsOf,
  storeEvent,
} from '../../../../tools/testing/classroom';

afterAll(removeClassroomData);

describe('DELETE /api/events/{eventId}/attend', () => {
  it('is 401 for a visitor', async () => {
    const eventId = await storeEvent();
    expect((await api(`/api/events/${eventId}/attend`, { method: 'DELETE' })).status).toBe(401);
  });

  it('cancels once and frees the seat for another member; repeats, also at once, change nothing', async () => {
    const eventId = await storeEvent({ maxAttendees: 1 });
    const [member, next] = await Promise.all([createUser(), createUser()]);
    await attend(member, eventId);
    expect((await attend(next, eventId)).status).toBe(409);

    const cancels = await Promise.all([
      attend(member, eventId, 'DELETE'),
      attend(member, eventId, 'DELETE'),
      attend(member, eventId, 'DELETE'),
    ]);
    for (const cancel of cancels) expect(cancel.body).toEqual({ eventId, isAttending: false, attendeeCount: 0 });
    expect(await attendeeCountOf(eventId)).toBe(0);
    expect(await seatDocumentsOf(eventId)).toBe(0);

    expect((await attend(next, eventId)).body).toEqual({ eventId, isAttending: true, attendeeCount: 1 });
  });

  it('keeps the count exact when a member registers and cancels many times at once', async () => {
    const eventId = await storeEvent({ maxAttendees: 3 });
    const member = await createUser();
    await Promise.all(Array.from({ length: 12 }, (_, index) => attend(member, eventId, index % 2 === 0 ? 'POST' : 'DELETE')));
    const registered = await attendeeDocumentsOf(eventId);
    expect(await attendeeCountOf(eventId)).toBe(registered);
    expect(await seatDocumentsOf(eventId)).toBe(registered);
  }, 60_000);

  it('answers isAttending false for a member who was not registered, writing nothing', async () => {
    const eventId = await storeEvent({ maxAttendees: 3 });
    const member = await createUser();
    expect((await attend(member, eventId, 'DELETE')).body).toEqual({ eventId, isAttending: false, attendeeCount: 0 });
    expect(await attendeeCountOf(eventId)).toBe(0);
  });

  it('is 409 once the event has started, and the registration stays', async () => {
    const eventId = await storeEvent({ maxAttendees: 3 });
    const member = await createUser();
    await attend(member, eventId);
    await db
      .collection('calendar_events')
      .doc(eventId)
      .update({ startTime: new Date(Date.now() - 60_000) });
    const refused = await attend(member, eventId, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "L'evento è già iniziato: le iscrizioni sono chiuse" });
    expect(await attendeeDocumentsOf(eventId)).toBe(1);
  });

  it('is 404 for an unknown event', async () => {
    const member = await createUser();
    const response = await attend(member, 'non-esiste', 'DELETE');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Evento non trovato' });
  });
});
