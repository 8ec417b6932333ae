import { diaryDayOf, type DiaryListView, shiftDay } from '@app/schemas/diary/diary';
import { FODMAP_MESSAGES, type FodmapView } from '@app/schemas/fodmap/fodmap';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, type TestUser } from '../../../../tools/testing/api';
import { consent, eraseDiary } from '../../../../tools/testing/diary';
import { eraseAccountData } from '../../accounts/data/accountErasure';
import { fodmapProtocols, saveCorrectedDay } from '../data/fodmap';

/** Fresh users take long on a busy machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * A fixed calendar, in the past of the real clock (a session refuses a clock ahead of its idle
 * end): the elimination runs from D(0) to D(13), the reintroduction may begin on D(14).
 */
const BASE = shiftDay(diaryDayOf(new Date()), -80);
const D = (offset: number) => shiftDay(BASE, offset);
/** Noon in Rome of a day, as the X-Test-Now clock of one request. */
const clockOn = (day: string) => ({ 'X-Test-Now': String(Date.parse(`${day}T10:30:00.000Z`)) });

let patient: TestUser;
let other: TestUser;
let adminOnly: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [patient, other, adminOnly, doctor] = await Promise.all([
    createUser({ firstName: 'Sara', lastName: 'Neri' }),
    createUser(),
    createUser({ admin: true }),
    createUser({ doctor: true }),
  ]);
  await consent(patient);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other, adminOnly, doctor]) {
    await eraseAccountData(user.uid, user.email);
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

type Answer = FodmapView & { message?: string; firstAllowedDate?: string };

const prescribe = (uid: string, user: TestUser | undefined, body: unknown) =>
  api<Answer>(`/api/admin/patients/${uid}/fodmap`, { method: 'POST', cookie: user?.cookie, body, headers: clockOn(D(0)) });
const read = (uid: string, user: TestUser | undefined, day = D(0)) =>
  api<Answer>(`/api/admin/patients/${uid}/fodmap`, { cookie: user?.cookie, headers: clockOn(day) });
const mine = (user: TestUser, day: string) => api<Answer>('/api/fodmap', { cookie: user.cookie, headers: clockOn(day) });
const start = (user: TestUser | undefined, group: string, day: string, body: unknown = {}) =>
  api<Answer>(`/api/fodmap/challenges/${group}/start`, { method: 'POST', cookie: user?.cookie, body, headers: clockOn(day) });
const report = (user: TestUser | undefined, group: string, day: string, body: unknown) =>
  api<Answer>(`/api/fodmap/challenges/${group}/days`, { method: 'POST', cookie: user?.cookie, body, headers: clockOn(day) });

const correct = (user: TestUser | undefined, group: string, day: string, body: unknown) =>
  api<Answer>(`/api/fodmap/challenges/${group}/days`, { method: 'PUT', cookie: user?.cookie, body, headers: clockOn(day) });

const NOT_TOLERATED = { status: 'stopped', outcome: 'not-tolerated', toleratedPortion: null } as const;

/** The patient's care diary entries of a group's challenge between two days, the newest first. */
async function challengeEntries(group: string, from: string, to: string) {
  const diary = await api<DiaryListView>(`/api/diary?from=${from}&to=${to}`, { cookie: patient.cookie });
  return diary.body.entries.flatMap((entry) => (entry.kind === 'symptoms' && entry.fodmapChallenge?.group === group ? [entry] : []));
}

const storedRevision = async (uid: string) => (await db.collection(COLLECTIONS.fodmapProtocols).doc(uid).get()).data()?.revision as number;
const challengeOf = (view: FodmapView, group: string) => view.challenges.find((challenge) => challenge.group === group)!;

describe('access', () => {
  it('answers 401 to a visitor, 403 to members and to an admin without the doctor role', async () => {
    const body = { eliminationStart: D(0), eliminationWeeks: 2 };
    expect((await prescribe(patient.uid, undefined, body)).status).toBe(401);
    expect((await read(patient.uid, undefined)).status).toBe(401);
    expect((await api('/api/fodmap')).status).toBe(401);
    expect((await start(undefined, 'lactose', D(20))).status).toBe(401);
    expect((await report(undefined, 'lactose', D(20), { day: 1, symptoms: 0 })).status).toBe(401);
    expect((await correct(undefined, 'lactose', D(20), { day: 1, symptoms: 0 })).status).toBe(401);
    for (const user of [patient, other, adminOnly]) {
      expect((await prescribe(patient.uid, user, body)).status).toBe(403);
      expect((await read(patient.uid, user)).status).toBe(403);
    }
  });

  it('shows no protocol (404) before the doctor prescribes one, and another member never sees the patient’s', async () => {
    expect((await mine(other, D(0))).status).toBe(404);
    expect((await read(other.uid, doctor)).status).toBe(404);
  });
});

describe('the doctor prescribes a protocol', () => {
  it('refuses bad input in Italian and writes nothing', async () => {
    for (const [body, message] of [
      [{ eliminationStart: D(0), eliminationWeeks: 1 }, "L'eliminazione dura da 2 a 6 settimane"],
      [{ eliminationStart: D(0), eliminationWeeks: 7 }, "L'eliminazione dura da 2 a 6 settimane"],
      [{ eliminationStart: '2026-02-30', eliminationWeeks: 2 }, "La data d'inizio dell'eliminazione deve essere una data AAAA-MM-GG"],
      [
        { eliminationStart: D(0), eliminationWeeks: 2, groups: ['lactose', 'gluten'] },
        expect.stringContaining('Gruppo FODMAP sconosciuto'),
      ],
      [
        { eliminationStart: D(0), eliminationWeeks: 2, groups: [{ group: 'lactose', portions: [250, 125, 60] }] },
        'Indica tre porzioni crescenti',
      ],
    ] as const) {
      const response = await prescribe(patient.uid, doctor, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(message);
    }
    expect((await db.collection(COLLECTIONS.fodmapProtocols).doc(patient.uid).get()).exists).toBe(false);
    expect((await prescribe('nessuno-cosi', doctor, { eliminationStart: D(0), eliminationWeeks: 2 })).status).toBe(404);
  });

  it('sets the elimination and the groups in her order, her own portions where she chose them', async () => {
    const response = await prescribe(patient.uid, doctor, {
      eliminationStart: D(0),
      eliminationWeeks: 2,
      groups: [{ group: 'lactose', food: 'latte vaccino', unit: 'ml', portions: [50, 100, 200] }, 'fructose', 'fructans-wheat'],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phase: 'elimination', eliminationEnd: D(13), eliminationDaysLeft: 14 });
    expect(response.body.challenges.map((challenge) => [challenge.group, challenge.name, challenge.food, challenge.portions])).toEqual([
      ['lactose', 'Lattosio', 'latte vaccino', [50, 100, 200]],
      ['fructose', 'Fruttosio', 'miele', [1, 2, 3]],
      ['fructans-wheat', 'Fruttani del frumento', 'pane di grano', [1, 2, 3]],
    ]);
    expect(response.body.challenges.every((challenge) => challenge.status === 'planned' && challenge.outcome === null)).toBe(true);
    const shown = await read(patient.uid, doctor, D(10));
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ phase: 'elimination', eliminationDaysLeft: 4 });
  });

  it('records the prescription and the doctor’s read in the audit log, as the diary’s', async () => {
    const prescribed = await db
      .collection(COLLECTIONS.adminAudit)
      .where('documentId', '==', patient.uid)
      .where('action', '==', 'fodmap.prescribe')
      .get();
    expect(prescribed.docs.map((entry) => entry.data().actorId)).toEqual([doctor.uid]);
    await read(patient.uid, doctor);
    const entries = await db
      .collection(COLLECTIONS.adminAudit)
      .where('subjectId', '==', patient.uid)
      .where('action', '==', 'fodmap.read')
      .get();
    expect(entries.size).toBeGreaterThan(0);
    expect(entries.docs[0]!.data()).toMatchObject({ actorId: doctor.uid, summary: 'Protocollo FODMAP del paziente letto' });
  });
});

describe('the patient follows the reintroduction', () => {
  it('cannot start a challenge before the elimination ends (409 with the first allowed date)', async () => {
    const early = await start(patient, 'lactose', D(13));
    expect(early.status).toBe(409);
    expect(early.body.firstAllowedDate).toBe(D(14));
    expect(early.body.message).toMatch(/^La fase di eliminazione non è finita/);
    expect((await mine(patient, D(14))).body.phase).toBe('reintroduction');
  });

  it('refuses an unknown group, a group not prescribed and a start in the future or too far back', async () => {
    const unknown = await start(patient, 'gluten', D(14));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Gruppo FODMAP sconosciuto');
    expect((await start(patient, 'sorbitol', D(14))).status).toBe(400);
    expect((await start(patient, 'lactose', D(14), { startedOn: D(15) })).status).toBe(400);
    expect((await start(patient, 'lactose', D(30), { startedOn: D(15) })).status).toBe(400);
    expect((await start(patient, 'lactose', D(14), { startedOn: 'ieri' })).status).toBe(400);
  });

  it('of two starts at once (logged two days late), exactly one lands', async () => {
    const revision = await storedRevision(patient.uid);
    const answers = await Promise.all([0, 1].map(() => start(patient, 'lactose', D(16), { startedOn: D(14) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await storedRevision(patient.uid)).toBe(revision + 1);
    const view = (await mine(patient, D(16))).body;
    expect(view.challenges.filter((challenge) => challenge.status === 'active')).toHaveLength(1);
    expect(challengeOf(view, 'lactose')).toMatchObject({ status: 'active', startedOn: D(14), outcome: null });
  });

  it('runs lactose over three days under 5: tolerated at the third portion, each day in the care diary', async () => {
    const revision = await storedRevision(patient.uid);
    for (const [body, status] of [
      [{ day: 2, symptoms: 1 }, 409],
      [{ day: 4, symptoms: 1 }, 400],
      [{ day: 1, symptoms: 11 }, 400],
      [{ day: 1, symptoms: -1 }, 400],
      [{ day: 1, symptoms: 2.5 }, 400],
      [{ day: 1 }, 400],
    ] as const) {
      expect((await report(patient, 'lactose', D(16), body)).status).toBe(status);
    }
    expect((await report(patient, 'fructose', D(16), { day: 1, symptoms: 0 })).status).toBe(409);
    expect(await storedRevision(patient.uid)).toBe(revision);

    expect((await report(patient, 'lactose', D(16), { day: 1, symptoms: 3, notes: 'Un po’ di gonfiore' })).status).toBe(200);
    expect((await report(patient, 'lactose', D(16), { day: 2, symptoms: 4 })).status).toBe(200);
    const future = await report(patient, 'lactose', D(15), { day: 3, symptoms: 0 });
    expect(future.status).toBe(400);
    const last = await report(patient, 'lactose', D(16), { day: 3, symptoms: 4 });
    expect(last.status).toBe(200);
    expect(challengeOf(last.body, 'lactose')).toMatchObject({
      status: 'done',
      outcome: 'tolerated',
      toleratedPortion: 200,
      days: [
        { day: 1, date: D(14), dose: 50, symptoms: 3, notes: 'Un po’ di gonfiore' },
        { day: 2, date: D(15), dose: 100, symptoms: 4, notes: null },
        { day: 3, date: D(16), dose: 200, symptoms: 4, notes: null },
      ],
    });

    const tagged = await challengeEntries('lactose', D(14), D(16));
    expect(tagged.map((entry) => [entry.day, entry.pain])).toEqual([
      [D(16), 4],
      [D(15), 4],
      [D(14), 3],
    ]);
  });

  it('keeps the washout: the third day after the last is a 409 with the first allowed date, the fourth is allowed', async () => {
    expect((await mine(patient, D(19))).body.nextStartFrom).toBe(D(20));
    const third = await start(patient, 'fructose', D(19));
    expect(third.status).toBe(409);
    expect(third.body.firstAllowedDate).toBe(D(20));
    expect(third.body.message).toContain('washout');
    const fourth = await start(patient, 'fructose', D(20));
    expect(fourth.status).toBe(200);
    expect((await start(patient, 'fructans-wheat', D(20))).status).toBe(409);
  });

  it('stops fructose on day 2 at 5 (partly tolerated at the first portion), wheat on day 1 (not tolerated), then personalization', async () => {
    expect((await report(patient, 'fructose', D(20), { day: 1, symptoms: 4 })).status).toBe(200);
    const stopped = await report(patient, 'fructose', D(21), { day: 2, symptoms: 5 });
    expect(challengeOf(stopped.body, 'fructose')).toMatchObject({ status: 'stopped', outcome: 'partial', toleratedPortion: 1 });
    expect((await report(patient, 'fructose', D(22), { day: 3, symptoms: 0 })).status).toBe(409);
    expect(stopped.body.nextStartFrom).toBe(D(25));
    expect((await start(patient, 'fructans-wheat', D(25))).status).toBe(200);
    const wheat = await report(patient, 'fructans-wheat', D(25), { day: 1, symptoms: 5 });
    expect(challengeOf(wheat.body, 'fructans-wheat')).toMatchObject(NOT_TOLERATED);
    expect(wheat.body.phase).toBe('personalization');
    const seen = await read(patient.uid, doctor, D(26));
    expect(seen.body.challenges.map((challenge) => [challenge.group, challenge.outcome, challenge.toleratedPortion])).toEqual([
      ['lactose', 'tolerated', 200],
      ['fructose', 'partial', 1],
      ['fructans-wheat', 'not-tolerated', null],
    ]);
  });

  it('corrects the last reported day on the day it was reported only, the outcome and the diary entry with it', async () => {
    const revision = await storedRevision(patient.uid);
    const nextDay = await correct(patient, 'fructans-wheat', D(26), { day: 1, symptoms: 2 });
    expect(nextDay.status).toBe(409);
    expect(nextDay.body.message).toBe('Un giorno segnato si può correggere solo entro la giornata in cui l’hai segnato');
    const earlier = await correct(patient, 'fructose', D(25), { day: 1, symptoms: 2 });
    expect([earlier.status, earlier.body.message]).toEqual([409, 'Si può correggere solo l’ultimo giorno segnato della prova']);
    expect((await correct(patient, 'fructans-wheat', D(25), { day: 1, symptoms: 11 })).status).toBe(400);
    expect((await correct(other, 'fructans-wheat', D(25), { day: 1, symptoms: 2 })).status).toBe(404);
    expect(await storedRevision(patient.uid)).toBe(revision);

    // The same day: a mistaken 5 becomes a 2, and the challenge goes on.
    const corrected = await correct(patient, 'fructans-wheat', D(25), { day: 1, symptoms: 2, notes: 'Mi ero sbagliata' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.phase).toBe('reintroduction');
    expect(challengeOf(corrected.body, 'fructans-wheat')).toMatchObject({
      status: 'active',
      outcome: null,
      days: [{ day: 1, date: D(25), symptoms: 2, notes: 'Mi ero sbagliata', reportedOn: D(25) }],
    });
    const tagged = await challengeEntries('fructans-wheat', D(25), D(25));
    expect(tagged.map((entry) => [entry.pain, entry.bloating, entry.notes])).toEqual([
      [2, 2, expect.stringMatching(/Sintomi peggiori del giorno: 2\/10\. Mi ero sbagliata$/)],
    ]);

    // Two corrections from the same read of the protocol: the second is refused as changed meanwhile
    // (sent at once through the API, the scheduler may as well run them one after the other).
    const read = (await fodmapProtocols.find(patient.uid))!;
    const [reported] = read.challenges.find((challenge) => challenge.group === 'fructans-wheat')!.days;
    await saveCorrectedDay(read, read, 'fructans-wheat', { ...reported!, symptoms: 3 });
    await expect(saveCorrectedDay(read, read, 'fructans-wheat', { ...reported!, symptoms: 4 })).rejects.toThrow(
      FODMAP_MESSAGES.changedMeanwhile,
    );
    expect(await storedRevision(patient.uid)).toBe(read.revision + 1);

    const again = await correct(patient, 'fructans-wheat', D(25), { day: 1, symptoms: 5 });
    expect(challengeOf(again.body, 'fructans-wheat')).toMatchObject(NOT_TOLERATED);
    expect(again.body.phase).toBe('personalization');
  });

  it('is in the account export and gone with the erasure', async () => {
    const exported = await api<{ fodmap: { challenges: unknown[] } | null }>('/api/account/export', { cookie: patient.cookie });
    expect(exported.status).toBe(200);
    expect(exported.body.fodmap?.challenges).toHaveLength(3);
    await eraseAccountData(patient.uid, patient.email);
    for (const collection of [COLLECTIONS.fodmapProtocols, COLLECTIONS.fodmapRevisions])
      expect((await db.collection(collection).where('userId', '==', patient.uid).count().get()).data().count).toBe(0);
  });
});
