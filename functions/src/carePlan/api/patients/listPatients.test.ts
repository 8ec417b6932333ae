import type { PatientListItem, PatientOverview } from '@app/schemas/carePlan/patients';
import { patientsContract } from '@app/schemas/carePlan/patientsContract';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, nextLink, SETUP_TIMEOUT_MS, type TestUser } from '../../../../../tools/testing/api';
import { createVisitService, doctorFixesFreeTime, removeAppointmentsOf } from '../../../../../tools/testing/appointments';
import { createPatient, eraseDiary } from '../../../../../tools/testing/diary';
import { bookAs, createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let doctor: TestUser;
let adminOnly: TestUser;
let plain: TestUser;
let diary: TestUser;
let booked: TestUser;
let ordered: TestUser;
let intake: TestUser;
let record: TestUser;

const MAX_ROUND_TRIPS = patientsContract.listPatients.roundTrips;

beforeAll(async () => {
  [doctor, adminOnly, plain, diary, booked, ordered, intake, record] = await Promise.all([
    createUser({ doctor: true }),
    createUser({ admin: true }),
    createUser({ firstName: 'Solo', lastName: 'Iscritta' }),
    createPatient({ firstName: 'Dora', lastName: 'Diario' }),
    createUser({ firstName: 'Nicolò', lastName: 'De Santis' }),
    createUser({ firstName: 'Olga', lastName: 'Ordine' }),
    createUser({ firstName: 'Irene', lastName: 'Questionario' }),
    createUser({ firstName: 'Rita', lastName: 'Cartella' }),
  ]);
  const [visitService, programService] = await Promise.all([createVisitService(), createTestService()]);
  const fixed = await doctorFixesFreeTime(doctor, { uid: booked.uid, serviceId: visitService, locationId: 'online' }, 72);
  expect(fixed.status).toBe(201);
  await bookAs(ordered, programService, { customerPhone: '+39 347 765.4321' });
  const intakeSaved = await api('/api/intake', { method: 'PUT', cookie: intake.cookie, body: { reason: 'Gonfiore', diagnosis: 'IBS' } });
  expect(intakeSaved.status).toBe(200);
  const recordSaved = await api(`/api/admin/patients/${record.uid}/record`, {
    method: 'PUT',
    cookie: doctor.cookie,
    body: { notes: 'Prima visita' },
  });
  expect(recordSaved.status).toBe(200);
  // A phone on the profile (a patient made from a consultation request) is the one shown.
  await db.collection(COLLECTIONS.users).doc(record.uid).update({ phone: '06 9876 5432' });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await removeAppointmentsOf([booked.uid]);
  await eraseDiary(diary.uid);
  await removeTestServices();
  for (const user of [doctor, adminOnly, plain, diary, booked, ordered, intake, record]) await adminAuth.deleteUser(user.uid);
});

const list = (search = '', cookie: string | undefined = doctor.cookie) =>
  api<PatientListItem[] & { message?: string }>(`/api/admin/patients${search}`, { cookie });
const idsOf = (items: PatientListItem[]) => items.map((item) => item.id);

describe('GET /api/admin/patients', () => {
  it('answers 401 to a visitor, 403 to a member and to an admin without the doctor role', async () => {
    expect((await api('/api/admin/patients')).status).toBe(401);
    expect((await list('', plain.cookie)).status).toBe(403);
    expect((await list('', adminOnly.cookie)).status).toBe(403);
  });

  it('lists everyone with an appointment, an order, an intake, a record or a diary consent, and nobody else', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const byId = new Map(response.body.map((item) => [item.id, item]));
    expect(byId.get(diary.uid)).toMatchObject({ sources: ['diary'], firstName: 'Dora', consentedAt: expect.any(String) });
    expect(byId.get(booked.uid)).toMatchObject({
      sources: ['appointment'],
      consentedAt: null,
      lastEntryAt: null,
      nextConsultation: { start: expect.any(String), status: 'confirmed' },
    });
    expect(byId.get(ordered.uid)).toMatchObject({ sources: ['order'], phone: '+39 347 765.4321' });
    expect(byId.get(intake.uid)).toMatchObject({ sources: ['intake'], phone: null });
    expect(byId.get(record.uid)).toMatchObject({ sources: ['record'], phone: '06 9876 5432', email: record.email });
    expect(byId.has(plain.uid)).toBe(false);
    // The latest activity first: the record, written last, leads.
    expect(response.body[0]!.id).toBe(record.uid);
    expect(response.roundTrips).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
  });

  it('lists every member with all=1, those without a trace with no source', async () => {
    const response = await list('?all=1&limit=100');
    expect(response.status).toBe(200);
    expect(response.body.find((item) => item.id === plain.uid)).toMatchObject({ sources: [], consentedAt: null, nextConsultation: null });
    expect(idsOf(response.body)).toEqual(expect.arrayContaining([diary.uid, booked.uid, ordered.uid, intake.uid, record.uid, doctor.uid]));
    expect(response.roundTrips).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
  });

  it('finds by a part of the name, case and accents aside, by the e-mail and by the phone digits', async () => {
    expect(idsOf((await list('?q=NICOLO%20de')).body)).toEqual([booked.uid]);
    expect(idsOf((await list('?q=santis%20nic')).body)).toEqual([booked.uid]);
    expect(idsOf((await list(`?q=${encodeURIComponent(intake.email.slice(0, 12))}`)).body)).toEqual([intake.uid]);
    expect(idsOf((await list('?q=347%20765%2043')).body)).toEqual([ordered.uid]);
    expect(idsOf((await list('?q=069876')).body)).toEqual([record.uid]);
    // A member without a trace is found only among all the members.
    expect(idsOf((await list('?q=solo%20iscr')).body)).toEqual([]);
    expect(idsOf((await list('?q=solo%20iscr&all=1')).body)).toEqual([plain.uid]);
  });

  it('refuses a one-letter search and a forged cursor', async () => {
    const short = await list('?q=n');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Scrivi almeno 2 caratteri per cercare');
    expect((await list('?cursor=non-un-cursore')).status).toBe(400);
  });

  it('pages the whole list in the Link header, each row once, each page within its round trips', async () => {
    const whole = idsOf((await list('?all=1&limit=100')).body);
    const seen: string[] = [];
    let next: string | undefined = '/api/admin/patients?all=1&limit=3';
    while (next) {
      const page = await api<PatientListItem[]>(next, { cookie: doctor.cookie });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(3);
      expect(page.roundTrips).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
      seen.push(...idsOf(page.body));
      next = nextLink(page.headers);
      if (next) expect(next).toContain('all=1');
    }
    expect(seen).toEqual(whole);
  });
});

describe('GET /api/admin/patients/{uid}', () => {
  const overview = (uid: string, cookie: string | undefined = doctor.cookie) =>
    api<PatientOverview & { message?: string }>(`/api/admin/patients/${uid}`, { cookie });

  it('answers 401, 403 to a member and to an admin without the doctor role, 404 for an unknown member', async () => {
    expect((await api(`/api/admin/patients/${booked.uid}`)).status).toBe(401);
    expect((await overview(booked.uid, booked.cookie)).status).toBe(403);
    expect((await overview(booked.uid, adminOnly.cookie)).status).toBe(403);
    const unknown = await overview('nessuno-cosi');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Paziente non trovato');
  });

  it('shows a patient without diary consent with her visits, and her diary closed', async () => {
    const response = await overview(booked.uid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      patient: { id: booked.uid, firstName: 'Nicolò', lastName: 'De Santis', email: booked.email, phone: null },
      diary: null,
      appointments: [{ locationName: 'Online', status: 'confirmed', serviceName: expect.stringContaining('Servizio di prova') }],
      orders: [],
    });
    expect(response.roundTrips).toBeLessThanOrEqual(patientsContract.getPatient.roundTrips);
  });

  it("shows the orders with their service and the order's phone, and the consent when it stands", async () => {
    const buyer = await overview(ordered.uid);
    expect(buyer.body).toMatchObject({ patient: { phone: '+39 347 765.4321' }, diary: null, appointments: [] });
    expect(buyer.body.orders).toEqual([
      expect.objectContaining({ status: 'pending', serviceName: expect.stringContaining('Servizio di prova') }),
    ]);
    const keeper = await overview(diary.uid);
    expect(keeper.body.diary).toMatchObject({ consentedAt: expect.any(String), lastEntryAt: null });
    expect(keeper.roundTrips).toBeLessThanOrEqual(patientsContract.getPatient.roundTrips);
  });
});
