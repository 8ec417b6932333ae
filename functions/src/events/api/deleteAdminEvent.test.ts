import type { EventView } from '@app/schemas/events/events';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { attend, attendeeDocumentsOf, removeClassroomData, seatDocumentsOf, storeEvent } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../tools/testing/content';
import { build, storeMany } from '../../../../tools/testing/factories';
import { deleteRegistrationsOf } from '../data/eventRegistration';

let admin: TestUser;
let members: TestUser[];

beforeAll(async () => {
  [admin, ...members] = await Promise.all([createUser({ admin: true }), createUser(), createUser(), createUser()]);
});
afterAll(removeClassroomData);

const eventPath = (id: string) => `/api/admin/events/${id}`;
const cancellationsOf = async (eventId: string) =>
  (await db.collection(COLLECTIONS.eventCancellations).where('eventId', '==', eventId).count().get()).data().count;

describe('DELETE /api/admin/events/{id}', () => {
  it('deletes the event; its registrations, seats and cancellations follow', async () => {
    const id = await storeEvent({ maxAttendees: 10 });
    for (const member of members) expect((await attend(member, id)).status).toBe(200);
    expect((await attend(members[0]!, id, 'DELETE')).status).toBe(200);
    expect([await attendeeDocumentsOf(id), await seatDocumentsOf(id), await cancellationsOf(id)]).toEqual([2, 2, 1]);

    const response = await api(eventPath(id), { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, message: 'Evento eliminato' });
    expect(await storedFields('calendarEvents', id)).toBeUndefined();
    expect(await auditActionsOn(id)).toEqual(['event.delete']);
    await settled();
    expect([await attendeeDocumentsOf(id), await seatDocumentsOf(id), await cancellationsOf(id)]).toEqual([0, 0, 0]);
    const calendar = await api<EventView[]>('/api/events', { cookie: members[1]!.cookie });
    expect(calendar.body.some((event) => event.id === id)).toBe(false);
    // Registering for it now is the event's 404.
    expect((await attend(members[2]!, id)).status).toBe(404);
  });

  it('answers 404 for an unknown event and for one already deleted, writing nothing more', async () => {
    const id = await storeEvent();
    expect((await api(eventPath(id), { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    const audits = await auditCountOf(admin);
    const again = await api(eventPath(id), { method: 'DELETE', cookie: admin.cookie });
    const unknown = await api(eventPath('evento-inesistente'), { method: 'DELETE', cookie: admin.cookie });
    expect([again.status, unknown.status]).toEqual([404, 404]);
    expect(unknown.body).toEqual({ message: 'Evento non trovato' });
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and deletes nothing', async () => {
    const id = await storeEvent();
    await expectAdminOnly(eventPath(id), members[0]!, { method: 'DELETE' });
    expect(await storedFields('calendarEvents', id)).toBeDefined();
  });

  it('cascades in pages and is harmless when delivered twice', async () => {
    const eventId = `evento-cascata-${Date.now()}`;
    const registrations = Array.from({ length: 210 }, (_, index) =>
      build.eventAttendee({ eventId, userId: `utente-${index}`, seat: index + 1, registrationId: `${eventId}-${index}` }),
    );
    await storeMany('eventAttendees', registrations, (index) => `${eventId}_utente-${index}`);
    // Seats have no insert schema: only a registration takes one (functions/src/events/data/eventRegistration.ts).
    const batch = db.batch();
    for (let index = 0; index < 210; index += 1) {
      batch.set(db.collection(COLLECTIONS.eventSeats).doc(`${eventId}_${index + 1}`), {
        eventId,
        seat: index + 1,
        userId: `utente-${index}`,
        takenAt: new Date(),
      });
    }
    await batch.commit();
    expect(await deleteRegistrationsOf(eventId)).toBe(420);
    expect(await deleteRegistrationsOf(eventId)).toBe(0);
    expect(await attendeeDocumentsOf(eventId)).toBe(0);
  });
});
