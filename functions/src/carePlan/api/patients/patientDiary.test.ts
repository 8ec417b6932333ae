import type { PatientDiaryView, PatientListItem } from '@app/schemas/carePlan/patients';
import { type DiaryCommentView, type DiaryListView, shiftDay } from '@app/schemas/diary/diary';
import type { NotificationsList } from '@app/schemas/notifications/notifications';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { romeWallTimeToUtc } from '@app/schemas/shared/romeTime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, SETUP_TIMEOUT_MS, SITE_URL, type TestUser } from '../../../../../tools/testing/api';
import { createVisitService, dayFromToday, doctorCall, removeAppointmentsOf } from '../../../../../tools/testing/appointments';
import { countOf, createPatient, daysAgo, eraseDiary, noonOf, storeEntries, submitIbsSss, today } from '../../../../../tools/testing/diary';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let patient: TestUser;
let other: TestUser;
let unconsenting: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, other, unconsenting, doctor] = await Promise.all([
    createPatient({ firstName: 'Marta', lastName: 'Rossi' }),
    createPatient(),
    createUser(),
    createUser({ doctor: true }),
  ]);
  await storeEntries(patient.uid, 90, 6);
  for (const day of [daysAgo(80), daysAgo(40)])
    await api('/api/diary', { method: 'POST', cookie: patient.cookie, body: { kind: 'cycle', occurredAt: noonOf(day) } });
  await submitIbsSss(patient);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other, unconsenting, doctor]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
  await removeTestServices();
});

const diaryOf = (uid: string, user: TestUser | undefined, search = '') =>
  api<PatientDiaryView & { message?: string }>(`/api/admin/patients/${uid}/diary${search}`, { cookie: user?.cookie });

describe('GET /api/admin/patients', () => {
  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await api('/api/admin/patients')).status).toBe(401);
    expect((await api('/api/admin/patients', { cookie: patient.cookie })).status).toBe(403);
  });

  it('lists the consenting patients with their last entry and next booked consultation, not a member without any trace', async () => {
    const service = await createTestService({ category: 'consultation' });
    const order = await bookAs(patient, service);
    const response = await api<PatientListItem[]>('/api/admin/patients', { cookie: doctor.cookie });
    expect(response.status).toBe(200);
    const ids = response.body.map((item) => item.id);
    expect(ids).toContain(other.uid);
    expect(ids).not.toContain(unconsenting.uid);
    const marta = response.body.find((item) => item.id === patient.uid)!;
    expect(marta).toMatchObject({ firstName: 'Marta', lastName: 'Rossi', nextConsultation: { orderId: order.id } });
    expect(Date.now() - Date.parse(marta.lastEntryAt!)).toBeLessThan(5 * 60_000);
    // The sources' ids, the profiles, then the page's next appointments, pending orders and their services.
    expect(response.roundTrips).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/admin/patients/{uid}/diary', () => {
  it('answers 401, 403 to members (the patient too), 404 for a patient without consent', async () => {
    expect((await diaryOf(patient.uid, undefined)).status).toBe(401);
    expect((await diaryOf(patient.uid, patient)).status).toBe(403);
    expect((await diaryOf(patient.uid, other)).status).toBe(403);
    const none = await diaryOf(unconsenting.uid, doctor);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Paziente non trovato');
  });

  it('defaults to the 30 days up to today, with the figures of the page', async () => {
    const response = await diaryOf(patient.uid, doctor);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: daysAgo(29), to: today(), patient: { firstName: 'Marta', lastName: 'Rossi' } });
    expect(response.body.entries).toHaveLength(180);
    expect(response.body.analysis.symptoms).toHaveLength(30);
    expect(response.body.analysis.bristol).toMatchObject({ total: 60, hardShare: 0.5, looseShare: 0.5, subtypeHint: 'IBS-M' });
    expect(response.body.questionnaires.map((item) => [item.score, item.band])).toEqual([[280, 'moderate']]);
  });

  it('defaults to the 30 days before the next appointment, and back to the 30 days up to today once it is cancelled', async () => {
    const [visiting, serviceId] = await Promise.all([createPatient(), createVisitService()]);
    try {
      const visitDay = dayFromToday(10 + Math.floor(Math.random() * 5));
      const time = `06:${['00', '15', '30', '45'][Math.floor(Math.random() * 4)]}`;
      const start = romeWallTimeToUtc(visitDay, time).toISOString();
      const booked = await doctorCall(doctor, '', { uid: visiting.uid, serviceId, locationId: 'online', start });
      expect(booked.status).toBe(201);
      const eve = shiftDay(visitDay, -1);
      expect((await diaryOf(visiting.uid, doctor)).body).toMatchObject({ from: shiftDay(eve, -29), to: eve });
      expect((await doctorCall(doctor, `/${booked.body.id}/cancel`)).status).toBe(200);
      expect((await diaryOf(visiting.uid, doctor)).body).toMatchObject({ from: daysAgo(29), to: today() });
    } finally {
      await removeAppointmentsOf([visiting.uid]);
      await eraseDiary(visiting.uid);
      await adminAuth.deleteUser(visiting.uid);
    }
  });

  it('reads 90 days of 6 entries a day in at most 4 round trips (the audit record included), with the cycle lengths', async () => {
    const response = await diaryOf(patient.uid, doctor, `?from=${daysAgo(89)}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.body.entries).toHaveLength(542);
    expect(response.body.analysis.cycles).toEqual([{ start: daysAgo(80), nextStart: daysAgo(40), days: 40, isLong: true }]);
    expect(response.body.analysis.weight.points).toHaveLength(90);
    // Three reads and the audit record (docs/security.md, Audit).
    expect(response.roundTrips).toBeLessThanOrEqual(4);
  });

  it('refuses a range over 92 days', async () => {
    const response = await diaryOf(patient.uid, doctor, `?from=${daysAgo(100)}&to=${today()}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/92 giorni/);
  });
});

describe('POST /api/admin/patients/{uid}/comments', () => {
  it('refuses members and bad input, writing nothing', async () => {
    const before = await countOf('diaryComments', patient.uid);
    const asMember = await api(`/api/admin/patients/${patient.uid}/comments`, {
      method: 'POST',
      cookie: other.cookie,
      body: { day: today(), text: 'x' },
    });
    expect(asMember.status).toBe(403);
    const both = await api<{ message: string }>(`/api/admin/patients/${patient.uid}/comments`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { day: today(), entryId: 'x', text: 'Bene' },
    });
    expect(both.body.message).toBe('Indica un giorno oppure una annotazione');
    const theirEntry = await api<{ id: string }>('/api/diary', {
      method: 'POST',
      cookie: other.cookie,
      body: { kind: 'cycle', occurredAt: noonOf(today()) },
    });
    const foreign = await api(`/api/admin/patients/${patient.uid}/comments`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { entryId: theirEntry.body.id, text: 'Bene' },
    });
    expect(foreign.status).toBe(404);
    expect(await countOf('diaryComments', patient.uid)).toBe(before);
  });

  it('stores the comment with its audit entry and the patient notification; the patient sees both', async () => {
    const day = daysAgo(2);
    const entries = await api<DiaryListView>(`/api/diary?from=${day}&to=${day}`, { cookie: patient.cookie });
    const entry = entries.body.entries[0]!;
    const created = await api<DiaryCommentView>(`/api/admin/patients/${patient.uid}/comments`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { entryId: entry.id, text: 'Il gonfiore cala dopo la cena leggera: continuiamo così.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ day, entryId: entry.id });
    const audit = await db.collection(COLLECTIONS.adminAudit).where('documentId', '==', created.body.id).get();
    expect(audit.docs.map((document) => document.data())).toMatchObject([{ actorId: doctor.uid, action: 'diary.comment' }]);

    const seen = await api<DiaryListView>(`/api/diary?from=${day}&to=${day}`, { cookie: patient.cookie });
    expect(seen.body.comments).toEqual([created.body]);
    const bell = await api<NotificationsList>('/api/notifications', { cookie: patient.cookie });
    expect(bell.body.unreadCount).toBe(1);
    expect(bell.body.items[0]).toMatchObject({
      type: 'diary_comment',
      isRead: false,
      link: '/diario',
      message: 'Il gonfiore cala dopo la cena leggera: continuiamo così.',
    });
    expect(bell.roundTrips).toBeLessThanOrEqual(2);
    expect((await api<NotificationsList>('/api/notifications', { cookie: other.cookie })).body.items).toEqual([]);

    const read = await api<{ marked: number }>('/api/notifications/read', { method: 'POST', cookie: patient.cookie, body: {} });
    expect(read.body).toEqual({ marked: 1 });
    expect((await api<NotificationsList>('/api/notifications', { cookie: patient.cookie })).body.unreadCount).toBe(0);
    expect((await api('/api/notifications')).status).toBe(401);
  });
});

describe('GET /api/admin/patients/{uid}/summary.pdf', () => {
  it('gives the admin the one-page PDF, and nobody else', async () => {
    const pdf = await fetch(`${SITE_URL}/api/admin/patients/${patient.uid}/summary.pdf`, { headers: { Cookie: doctor.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await api(`/api/admin/patients/${patient.uid}/summary.pdf`, { cookie: other.cookie })).status).toBe(403);
    expect((await api(`/api/admin/patients/${unconsenting.uid}/summary.pdf`, { cookie: doctor.cookie })).status).toBe(404);
  });
});
