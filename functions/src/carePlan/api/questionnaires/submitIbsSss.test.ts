import type { QuestionnaireView } from '@app/schemas/carePlan/questionnaires';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, SETUP_TIMEOUT_MS, type TestUser } from '../../../../../tools/testing/api';
import { countOf, createPatient, eraseDiary } from '../../../../../tools/testing/diary';

let patient: TestUser;
let other: TestUser;

beforeAll(async () => {
  [patient, other] = await Promise.all([createPatient(), createPatient()]);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

const submit = (user: TestUser | undefined, body: unknown) =>
  api<QuestionnaireView & { message?: string }>('/api/questionnaires/ibs-sss', { method: 'POST', cookie: user?.cookie, body });
const answers = (
  painSeverity: number,
  painDays: number,
  distensionSeverity: number,
  bowelDissatisfaction: number,
  lifeInterference: number,
) => ({
  painSeverity,
  painDays,
  distensionSeverity,
  bowelDissatisfaction,
  lifeInterference,
});

describe('POST /api/questionnaires/ibs-sss', () => {
  it('answers 401 to a visitor', async () => {
    expect((await submit(undefined, answers(1, 1, 1, 1, 1))).status).toBe(401);
  });

  it('scores the answers, gives the band and the change from the previous score', async () => {
    const first = await submit(patient, answers(60, 5, 70, 60, 40));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      type: 'ibs-sss',
      score: 280,
      band: 'moderate',
      previousScore: null,
      change: null,
      meaningfulChange: false,
    });
    const second = await submit(patient, answers(30, 2, 30, 20, 20));
    expect(second.body).toMatchObject({ score: 120, band: 'mild', previousScore: 280, change: -160, meaningfulChange: true });
    const third = await submit(patient, answers(30, 2, 30, 20, 0));
    expect(third.body).toMatchObject({ score: 100, band: 'mild', previousScore: 120, change: -20, meaningfulChange: false });
  });

  it.each([
    [answers(0, 0, 0, 0, 74), 'remission'],
    [answers(0, 0, 0, 0, 75), 'mild'],
    [answers(74, 10, 0, 0, 0), 'mild'],
    [answers(75, 10, 0, 0, 0), 'moderate'],
    [answers(100, 10, 100, 0, 0), 'moderate'],
    [answers(100, 10, 100, 1, 0), 'severe'],
  ])('scores %j in the band %s', async (body, band) => {
    const response = await submit(other, body);
    expect(response.body.band).toBe(band);
  });

  it.each([
    [answers(101, 0, 0, 0, 0), "L'intensità del dolore deve essere un numero intero da 0 a 100"],
    [answers(0, 11, 0, 0, 0), 'I giorni con dolore devono essere un numero intero da 0 a 10'],
    [answers(0, 0, -5, 0, 0), "L'intensità del gonfiore deve essere un numero intero da 0 a 100"],
    [{ painSeverity: 10 }, 'I giorni con dolore devono essere un numero intero da 0 a 10'],
  ])('refuses %j with an Italian 400 and stores nothing', async (body, message) => {
    const before = await countOf('questionnaireResponses', patient.uid);
    const response = await submit(patient, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await countOf('questionnaireResponses', patient.uid)).toBe(before);
  });
});

describe('GET /api/questionnaires', () => {
  it("lists the caller's own results, the newest first, and nobody else's", async () => {
    const mine = await api<QuestionnaireView[]>('/api/questionnaires', { cookie: patient.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.map((item) => item.score)).toEqual([100, 120, 280]);
    const theirs = await api<QuestionnaireView[]>('/api/questionnaires', { cookie: other.cookie });
    expect(theirs.body.map((item) => item.id)).not.toContain(mine.body[0]!.id);
    expect((await api('/api/questionnaires')).status).toBe(401);
  });
});
