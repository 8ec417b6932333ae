import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { countOf, createPatient, eraseDiary, noonOf, storeEntries, today } from '../../../../tools/testing/diary';
import { diaryExportOf, eraseDiaryOf } from './diaryPrivacy';

let patient: TestUser;
let other: TestUser;

beforeAll(async () => {
  [patient, other] = await Promise.all([createPatient(), createPatient()]);
  await api('/api/diary', {
    method: 'POST',
    cookie: patient.cookie,
    body: { kind: 'meal', occurredAt: noonOf(today()), description: 'Minestrone' },
  });
  await api('/api/diary', { method: 'POST', cookie: other.cookie, body: { kind: 'cycle', occurredAt: noonOf(today()) } });
  await api('/api/questionnaires/ibs-sss', {
    method: 'POST',
    cookie: patient.cookie,
    body: { painSeverity: 10, painDays: 1, distensionSeverity: 10, bowelDissatisfaction: 10, lifeInterference: 10 },
  });
  await storeEntries(patient.uid, 3, 150);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

describe('the diary in the account export and erasure', () => {
  it("exports all of the patient's diary and nobody else's", async () => {
    const exported = await diaryExportOf(patient.uid);
    expect(exported.entries).toHaveLength(451);
    expect(exported.entries.every((entry) => entry.userId === patient.uid)).toBe(true);
    expect(exported.questionnaires.map((item) => item.score)).toEqual([50]);
    expect(exported.consent).toMatchObject({ userId: patient.uid, active: true });
    expect(typeof exported.consent!.consentedAt).toBe('string');
  });

  it('erases every diary document of the patient in pages, leaving the others', async () => {
    expect(await eraseDiaryOf(patient.uid)).toBe(451 + 1 + 1);
    for (const collection of ['diaryEntries', 'questionnaireResponses', 'diaryComments', 'diaryPatients'] as const) {
      expect(await countOf(collection, patient.uid), collection).toBe(0);
    }
    expect(await countOf('diaryEntries', other.uid)).toBe(1);
  });
});
