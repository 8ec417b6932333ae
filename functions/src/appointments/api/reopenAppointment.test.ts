import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createDoctor, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import {
  createVisitService,
  doctorCall,
  doctorFixesFreeTime,
  openPlace,
  removeAppointmentsOf,
} from '../../../../tools/testing/appointments';
import { mailsTo, waitForMails } from '../../../../tools/testing/mailDev';
import { removeTestServices } from '../../../../tools/testing/orders';
import { appointments, changeAppointment } from '../data/appointments';

/** docs/appointments.md, Reopening: the patient's notice and e-mail. */
const REOPENED = 'Appuntamento da riconfermare';
const NOT_REOPENABLE = 'Si può riaprire solo un appuntamento confermato e non ancora iniziato';
const PLACE = 'prati';

let doctor: TestUser;
let patient: TestUser;
let serviceId: string;
let restore: () => Promise<void>;

const reopen = (id: string, user = doctor, headers: Record<string, string> = {}) =>
  api<{ status: string; message?: string }>(`/api/admin/appointments/${id}/reopen`, { method: 'POST', cookie: user.cookie, headers });
const noticesOf = async (userId: string, type: string) =>
  (await db.collection(COLLECTIONS.notifications).where('userId', '==', userId).where('type', '==', type).get()).docs.map((document) =>
    document.data(),
  );
const stored = async (id: string) => (await db.collection(COLLECTIONS.appointments).doc(id).get()).data()!;
/** The quarter hours still held by the appointment. */
const heldSlots = async (slotIds: string[]) =>
  (await Promise.all(slotIds.map((slotId) => db.collection(COLLECTIONS.appointmentSlots).doc(slotId).get()))).filter((slot) => slot.exists)
    .length;

/** A visit the doctor fixed for the patient (confirmed at once), `hours` ahead. */
async function confirmedVisit(hours: number) {
  const created = await doctorFixesFreeTime(doctor, { uid: patient.uid, serviceId, locationId: PLACE }, hours);
  expect(created.body.status).toBe('confirmed');
  return created.body.id;
}

beforeAll(async () => {
  [doctor, patient, serviceId] = await Promise.all([createDoctor(), createUser(), createVisitService()]);
  restore = await openPlace(doctor, PLACE);
});

afterAll(async () => {
  await removeAppointmentsOf([patient.uid]);
  await restore();
  await removeTestServices();
});

describe('POST /api/admin/appointments/{id}/reopen', () => {
  it('is the doctor’s: 401 without a session, 403 for the patient herself, 404 for an unknown visit', async () => {
    const id = await confirmedVisit(60);
    expect((await api(`/api/admin/appointments/${id}/reopen`, { method: 'POST' })).status).toBe(401);
    expect((await reopen(id, patient)).status).toBe(403);
    expect(await reopen('nessuno')).toMatchObject({ status: 404, body: { message: 'Appuntamento non trovato' } });
    expect((await stored(id)).status).toBe('confirmed');
  });

  it('makes a confirmed visit a request again with its time held, tells the patient once, and may be confirmed again', async () => {
    const id = await confirmedVisit(72);
    const { slotIds } = await stored(id);
    const reopened = await reopen(id);
    expect(reopened).toMatchObject({ status: 200, body: { id, status: 'pending' } });
    expect(await heldSlots(slotIds as string[])).toBe((slotIds as string[]).length);
    expect((await stored(id)).expiresAt).not.toBeNull();

    // A second click changes nothing and tells nothing again.
    expect(await reopen(id)).toMatchObject({ status: 200, body: { status: 'pending' } });
    await settled();
    const notices = await noticesOf(patient.uid, 'appointment_reopened');
    expect(notices.filter((notice) => notice.relatedId === id)).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: REOPENED });
    const [mail] = await waitForMails(patient.email, REOPENED);
    expect(mail!.text).toContain('torna in attesa di conferma');

    expect((await doctorCall(doctor, `/${id}/confirm`)).body.status).toBe('confirmed');
  });

  it('refuses a cancelled visit and one already begun (409), changing nothing', async () => {
    const cancelledId = await confirmedVisit(80);
    expect((await doctorCall(doctor, `/${cancelledId}/cancel`)).status).toBe(200);
    expect(await reopen(cancelledId)).toMatchObject({ status: 409, body: { message: NOT_REOPENABLE } });
    expect((await stored(cancelledId)).status).toBe('cancelled');

    // A visit that began a minute ago (its time moved back in the store: the doctor's session would not outlive a clock days ahead).
    const begunId = await confirmedVisit(110);
    await db
      .collection(COLLECTIONS.appointments)
      .doc(begunId)
      .update({ start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 29 * 60_000) });
    expect(await reopen(begunId)).toMatchObject({ status: 409, body: { message: NOT_REOPENABLE } });
    expect((await stored(begunId)).status).toBe('confirmed');
  });

  it('racing a cancellation of the same visit: exactly one applies, the other is a 409', async () => {
    const id = await confirmedVisit(100);
    // Two changes made from the same read of the visit: the second finds that version claimed.
    const read = (await appointments.find(id))!;
    await changeAppointment(read, { status: 'cancelled', expiresAt: null, cancelledBy: 'doctor' }, { release: true });
    await expect(changeAppointment(read, { status: 'pending' })).rejects.toThrow(APPOINTMENT_MESSAGES.changedMeanwhile);
    expect(await stored(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
  });

  it('a reopen and a cancellation sent at once leave one consistent visit, whichever the scheduler runs first', async () => {
    const id = await confirmedVisit(100);
    const before = (await mailsTo(patient.email)).filter((mail) => mail.subject.includes(REOPENED)).length;
    const [reopened, cancelled] = await Promise.all([reopen(id), doctorCall(doctor, `/${id}/cancel`)]);
    const after = await stored(id);
    await settled();
    const reopenedNotices = (await noticesOf(patient.uid, 'appointment_reopened')).filter((notice) => notice.relatedId === id);
    const cancelledNotices = (await noticesOf(patient.uid, 'appointment_cancelled')).filter((notice) => notice.relatedId === id);
    if (reopened.status === 200 && cancelled.status === 200) {
      // One after the other: reopened, then the pending visit cancelled.
      expect([after.status, after.sequence, reopenedNotices.length, cancelledNotices.length]).toEqual(['cancelled', 2, 1, 1]);
    } else {
      // Overlapping: one applied, the other is the 409 of a visit changed meanwhile.
      expect([reopened.status, cancelled.status].sort()).toEqual([200, 409]);
      expect(after.status).toBe(reopened.status === 200 ? 'pending' : 'cancelled');
      expect(after.sequence).toBe(1);
      expect([reopenedNotices.length, cancelledNotices.length].sort()).toEqual([0, 1]);
    }
    if (reopened.status === 200) await waitForMails(patient.email, REOPENED, before + 1);
  });
});
