import { diaryDayOf, shiftDay } from '@app/schemas/diary/diary';
import { FODMAP_MESSAGES, type FodmapView } from '@app/schemas/fodmap/fodmap';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { eraseAccountData } from '../../accounts/data/accountErasure';
import { fodmapProtocols, saveStep, withdrawProtocol } from '../data/fodmap';

/** A fixed calendar in the past of the real clock (a session refuses a clock ahead of it): the elimination from D(0) for two weeks. */
const BASE = shiftDay(diaryDayOf(new Date()), -80);
const D = (offset: number) => shiftDay(BASE, offset);
const clockOn = (day: string) => ({ 'X-Test-Now': String(Date.parse(`${day}T10:30:00.000Z`)) });

const START_FIXED = "Una prova è già iniziata: la data d'inizio dell'eliminazione non si cambia più";
const NOT_WITHDRAWABLE = 'Una prova è già iniziata: il protocollo non si può più annullare';

let doctor: TestUser;
let adminOnly: TestUser;
const patients: TestUser[] = [];

type Answer = FodmapView & { message?: string };
const path = (patient: TestUser) => `/api/admin/patients/${patient.uid}/fodmap`;
const prescribe = (patient: TestUser) =>
  api<Answer>(path(patient), {
    method: 'POST',
    cookie: doctor.cookie,
    body: { eliminationStart: D(0), eliminationWeeks: 2, groups: ['lactose', 'fructose'] },
    headers: clockOn(D(0)),
  });
const correct = (patient: TestUser, eliminationStart: unknown, caller: TestUser | null = doctor, day = D(1)) =>
  api<Answer>(`${path(patient)}/start`, { method: 'PUT', cookie: caller?.cookie, body: { eliminationStart }, headers: clockOn(day) });
const withdraw = (patient: TestUser, caller: TestUser | null = doctor) =>
  api<{ id: string; message: string }>(path(patient), { method: 'DELETE', cookie: caller?.cookie, headers: clockOn(D(1)) });
const startLactose = (patient: TestUser, day: string) =>
  api<Answer>('/api/fodmap/challenges/lactose/start', { method: 'POST', cookie: patient.cookie, body: {}, headers: clockOn(day) });
const mine = (patient: TestUser, day = D(1)) => api<Answer>('/api/fodmap', { cookie: patient.cookie, headers: clockOn(day) });
const auditOf = async (patient: TestUser, action: string) =>
  (await db.collection('admin_audit').where('documentId', '==', patient.uid).where('action', '==', action).get()).size;

async function newPatient() {
  const patient = await createUser();
  patients.push(patient);
  return patient;
}

beforeAll(async () => {
  [doctor, adminOnly] = await Promise.all([createUser({ doctor: true }), createUser({ admin: true })]);
});

afterAll(async () => {
  for (const user of [...patients, doctor, adminOnly]) {
    await eraseAccountData(user.uid, user.email);
    await adminAuth.deleteUser(user.uid);
  }
});

describe('the doctor’s corrections of a FODMAP protocol', () => {
  it('are the doctor’s: 401 without a session, 403 for the patient and an admin without the role, 404 without a protocol', async () => {
    const patient = await newPatient();
    expect((await correct(patient, D(2), null)).status).toBe(401);
    expect((await withdraw(patient, null)).status).toBe(401);
    for (const caller of [patient, adminOnly]) {
      expect((await correct(patient, D(2), caller)).status).toBe(403);
      expect((await withdraw(patient, caller)).status).toBe(403);
    }
    expect(await correct(patient, D(2))).toMatchObject({
      status: 404,
      body: { message: 'Nessun protocollo FODMAP: lo imposta la nutrizionista' },
    });
    expect((await withdraw(patient)).status).toBe(404);
  });

  it('corrects the elimination’s first day while no challenge has begun, checked as when prescribed', async () => {
    const patient = await newPatient();
    expect((await prescribe(patient)).status).toBe(201);
    expect(await correct(patient, '2026-02-30')).toMatchObject({
      status: 400,
      body: { message: "La data d'inizio dell'eliminazione deve essere una data AAAA-MM-GG" },
    });
    const corrected = await correct(patient, D(3));
    expect(corrected).toMatchObject({ status: 200, body: { eliminationStart: D(3), eliminationEnd: D(16), nextStartFrom: D(17) } });
    expect(corrected.roundTrips).toBeLessThanOrEqual(2);
    expect((await mine(patient)).body).toMatchObject({ eliminationStart: D(3), phase: 'elimination' });
    expect((await mine(patient)).body.challenges.map((challenge) => challenge.group)).toEqual(['lactose', 'fructose']);
    expect(await auditOf(patient, 'fodmap.correct')).toBe(1);

    // Once the patient has begun a challenge, the dates she followed stay.
    expect((await startLactose(patient, D(17))).status).toBe(200);
    expect(await correct(patient, D(0), doctor, D(17))).toMatchObject({ status: 409, body: { message: START_FIXED } });
    expect(await withdraw(patient)).toMatchObject({ status: 409, body: { message: NOT_WITHDRAWABLE } });
    expect((await mine(patient, D(17))).body.eliminationStart).toBe(D(3));
  });

  it('withdraws a protocol just prescribed: the patient has none, a second withdrawal is a 404, and it may be prescribed again', async () => {
    const patient = await newPatient();
    expect((await prescribe(patient)).status).toBe(201);
    expect(await withdraw(patient)).toMatchObject({ status: 200, body: { id: patient.uid, message: 'Protocollo FODMAP annullato' } });
    expect((await mine(patient)).status).toBe(404);
    expect((await withdraw(patient)).status).toBe(404);
    expect(await auditOf(patient, 'fodmap.withdraw')).toBe(1);

    // Prescribed again, it counts its steps anew and works as any other.
    expect((await prescribe(patient)).status).toBe(201);
    expect((await startLactose(patient, D(14))).status).toBe(200);
    expect((await mine(patient, D(14))).body.challenges[0]).toMatchObject({ group: 'lactose', status: 'active' });
  });

  it('a withdrawal and a patient’s step from the same read: the second is refused as changed meanwhile', async () => {
    const patient = await newPatient();
    expect((await prescribe(patient)).status).toBe(201);
    const read = (await fodmapProtocols.find(patient.uid))!;
    await withdrawProtocol(read, doctor.uid);
    await expect(saveStep(read, { ...read, eliminationWeeks: 3 })).rejects.toThrow(FODMAP_MESSAGES.changedMeanwhile);
    expect((await db.collection(COLLECTIONS.fodmapProtocols).doc(patient.uid).get()).exists).toBe(false);

    const other = await newPatient();
    expect((await prescribe(other)).status).toBe(201);
    const otherRead = (await fodmapProtocols.find(other.uid))!;
    await saveStep(otherRead, { ...otherRead, eliminationWeeks: 3 });
    await expect(withdrawProtocol(otherRead, doctor.uid)).rejects.toThrow(FODMAP_MESSAGES.changedMeanwhile);
    expect((await db.collection(COLLECTIONS.fodmapProtocols).doc(other.uid).get()).data()).toMatchObject({ eliminationWeeks: 3 });
  });

  it('a withdrawal and the first challenge sent at once: exactly one lands, whichever the scheduler runs first', async () => {
    const patient = await newPatient();
    expect((await prescribe(patient)).status).toBe(201);
    const [withdrawn, started] = await Promise.all([withdraw(patient), startLactose(patient, D(14))]);
    const stored = await db.collection(COLLECTIONS.fodmapProtocols).doc(patient.uid).get();
    if (withdrawn.status === 200) {
      // The challenge came after the withdrawal (404: no protocol) or overlapped it (409).
      expect([404, 409]).toContain(started.status);
      expect(stored.exists).toBe(false);
    } else {
      // The challenge landed first: a protocol under way is not withdrawn (409 either way).
      expect([withdrawn.status, started.status]).toEqual([409, 200]);
      expect(stored.data()?.challenges[0]).toMatchObject({ group: 'lactose', status: 'active' });
    }
  });
});
