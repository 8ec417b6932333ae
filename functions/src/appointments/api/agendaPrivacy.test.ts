import type { AdminAppointmentView, AppointmentView } from '@app/schemas/appointments/appointments';
import type { AdminAuditView } from '@app/schemas/audit/audit';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createDoctor, createUser, db, type TestUser } from '../../../../tools/testing/api';
import {
  book,
  createVisitService,
  dayFromToday,
  doctorCall,
  doctorFixesFreeTime,
  openPlace,
  removeAppointmentsOf,
  slotsOf,
} from '../../../../tools/testing/appointments';
import { removeTestServices } from '../../../../tools/testing/orders';

/** Online visits' rooms and the audited notes of the agenda (docs/security.md: Online visits, Audit). */

const ROOM_URL = /^https:\/\/meet\.jit\.si\/([A-Za-z0-9_-]+)$/;
let doctor: TestUser;
let patient: TestUser;
let other: TestUser;
let plainAdmin: TestUser;
let serviceId: string;
let restore: () => Promise<void>;

beforeAll(async () => {
  [doctor, patient, other, plainAdmin, serviceId] = await Promise.all([
    createDoctor(),
    createUser(),
    createUser(),
    createUser({ admin: true }),
    createVisitService(),
  ]);
  restore = await openPlace(doctor, 'online');
});

afterAll(async () => {
  await removeAppointmentsOf([patient.uid, other.uid]);
  await restore();
  await removeTestServices();
});

const agendaOf = (user: TestUser) =>
  api<AdminAppointmentView[]>(`/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(20)}`, { cookie: user.cookie });
const upcomingOf = async (user: TestUser) =>
  (await api<{ upcoming: AppointmentView[] }>('/api/appointments', { cookie: user.cookie })).body.upcoming;

describe('the video room of an online visit', () => {
  it('is random per appointment, never its id, and reaches only the patient (app and .ics) and the doctor', async () => {
    const visit = { uid: patient.uid, serviceId, locationId: 'online' };
    const first = await doctorFixesFreeTime(doctor, visit, 30);
    const second = await doctorFixesFreeTime(doctor, visit, 60);
    expect([first.status, second.status]).toEqual([201, 201]);

    const mine = await upcomingOf(patient);
    const urls = [first.body.id, second.body.id].map((id) => mine.find((appointment) => appointment.id === id)?.meetingUrl ?? '');
    const rooms = urls.map((url) => ROOM_URL.exec(url)?.[1] ?? '');
    for (const [index, id] of [first.body.id, second.body.id].entries()) {
      expect(urls[index]).toMatch(ROOM_URL);
      expect(rooms[index]).not.toContain(id);
      expect(rooms[index]!.length).toBeGreaterThanOrEqual(22);
    }
    expect(rooms[0]).not.toBe(rooms[1]);

    const calendar = await api<string>(`/api/appointments/${first.body.id}.ics`, { cookie: patient.cookie });
    expect(calendar.status).toBe(200);
    expect(calendar.body.replace(/\r\n[ \t]/g, '')).toContain(urls[0]);

    const agenda = await agendaOf(doctor);
    expect(agenda.body.find((appointment) => appointment.id === first.body.id)?.meetingUrl).toBe(urls[0]);

    // A plain admin (no doctor role) has no agenda, and the patient's visit is not hers: no link anywhere.
    expect((await agendaOf(plainAdmin)).status).toBe(403);
    for (const stranger of [plainAdmin, other]) {
      expect((await api(`/api/appointments/${first.body.id}.ics`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await upcomingOf(stranger)).map((appointment) => appointment.id)).not.toContain(first.body.id);
    }
  });

  it('is none for a visit booked before rooms had names, until its next change gives it one', async () => {
    const [slot] = (await slotsOf(other, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
    const request = await book(other, { serviceId, locationId: 'online', start: slot!.start });
    expect(request.status).toBe(201);
    // null, as the schema reads a missing field (the local Firestore does not apply FieldValue.delete() in an update).
    const nameless = () => db.collection(COLLECTIONS.appointments).doc(request.body.id).update({ meetingRoom: null });
    const linkOf = async () => (await upcomingOf(other)).find((appointment) => appointment.id === request.body.id)?.meetingUrl;

    // A request of before: its confirmation names the room, so the confirmation's .ics has the link.
    await nameless();
    const confirmed = await doctorCall(doctor, `/${request.body.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.meetingUrl).toMatch(ROOM_URL);
    expect(confirmed.body.meetingUrl).not.toContain(request.body.id);
    expect(await linkOf()).toBe(confirmed.body.meetingUrl);
    // A confirmed visit of before: no link, rather than one named after its id.
    await nameless();
    expect(await linkOf()).toBeNull();
  });
});

describe('the notes of the agenda', () => {
  it('are health data: the doctor’s read of them is in the health log, one entry per patient with notes, in three round trips', async () => {
    const [slot] = (await slotsOf(patient, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
    const withNotes = await book(patient, { serviceId, locationId: 'online', start: slot!.start, notes: 'Ho una celiachia' });
    expect(withNotes.status).toBe(201);

    const agenda = await agendaOf(doctor);
    expect(agenda.status).toBe(200);
    expect(agenda.roundTrips).toBeLessThanOrEqual(3);
    expect(agenda.body.find((appointment) => appointment.id === withNotes.body.id)?.notes).toBe('Ho una celiachia');

    const log = await api<AdminAuditView[]>('/api/admin/audit/health', { cookie: doctor.cookie });
    const reads = log.body.filter((entry) => entry.action === 'agenda.read' && entry.actorId === doctor.uid);
    expect(reads.filter((entry) => entry.subjectId === patient.uid)).toHaveLength(1);
    // The other patient's visits carry no notes: nothing of hers was read.
    expect(reads.filter((entry) => entry.subjectId === other.uid)).toEqual([]);
    expect(
      (await api<AdminAuditView[]>('/api/admin/audit', { cookie: plainAdmin.cookie })).body.map((entry) => entry.action),
    ).not.toContain('agenda.read');
  });
});
