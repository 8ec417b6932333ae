import type { DiaryTrendsView } from '@app/schemas/diary/diaryAnalysis';
import { ROME_IV_MIN_DAYS } from '@app/schemas/diary/diaryAnalysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { createPatient, daysAgo, eraseDiary, storeEntries, submitIbsSss, today } from '../../../../tools/testing/diary';

let patient: TestUser;
let newcomer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [patient, newcomer, stranger] = await Promise.all([createPatient(), createPatient(), createUser()]);
  // Stools of types 2 and 6 every day (storeEntries' rotation): 20 days for one, a few for the other.
  await Promise.all([storeEntries(patient.uid, 20, 4), storeEntries(newcomer.uid, ROME_IV_MIN_DAYS - 1, 4)]);
  await submitIbsSss(patient);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, newcomer, stranger]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

const trends = (user: TestUser | undefined, search = '') =>
  api<DiaryTrendsView & { message?: string }>(`/api/diary/trends${search}`, { cookie: user?.cookie });

describe('GET /api/diary/trends', () => {
  it('answers 401 without a session and 403 without the diary consent', async () => {
    expect((await trends(undefined)).status).toBe(401);
    const refused = await trends(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Per usare il diario serve il tuo consenso al trattamento dei dati sulla salute');
  });

  it("gives the caller's own figures of the last 30 days, with the Rome IV hint and her IBS-SSS", async () => {
    const response = await trends(patient);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: daysAgo(29), to: today() });
    expect(response.body.analysis.symptoms).toHaveLength(20);
    expect(response.body.analysis.bristol).toMatchObject({ counts: [0, 20, 0, 0, 0, 20, 0], days: 20, subtypeHint: 'IBS-M' });
    expect(response.body.questionnaires.map((item) => [item.score, item.band])).toEqual([[280, 'moderate']]);
    // The consent, the next visit (for the default range), then the profile, entries and comments.
    expect(response.roundTrips).toBeLessThanOrEqual(5);
  });

  it('reads only her own diary: another patient sees her figures, never these', async () => {
    const response = await trends(newcomer, `?from=${daysAgo(29)}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.body.analysis.bristol).toMatchObject({
      total: 2 * (ROME_IV_MIN_DAYS - 1),
      days: ROME_IV_MIN_DAYS - 1,
      subtypeHint: null,
    });
    expect(response.body.questionnaires).toEqual([]);
  });

  it('refuses a range over 92 days with the list’s message', async () => {
    const response = await trends(patient, `?from=${daysAgo(120)}&to=${today()}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
  });
});
