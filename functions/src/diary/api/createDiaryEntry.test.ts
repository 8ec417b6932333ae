import { randomUUID } from 'node:crypto';

import type { DiaryEntryView, DiaryListView } from '@app/schemas/diary/diary';
import { CLIENT_ID_MESSAGE } from '@app/schemas/shared/clientId';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, db, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { countOf, createPatient, eraseDiary, noonOf, today } from '../../../../tools/testing/diary';

/** The offline outbox's sends (docs/product.md, Care diary): a clientId stores an entry once. */

let patient: TestUser;
let other: TestUser;

beforeAll(async () => {
  [patient, other] = [await createPatient({ firstName: 'Irene' }), await createPatient({ firstName: 'Dario' })];
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [patient, other]) {
    await eraseDiary(user.uid);
    await adminAuth.deleteUser(user.uid);
  }
});

const post = (user: TestUser, body: unknown) =>
  api<DiaryEntryView & { message?: string }>('/api/diary', { method: 'POST', cookie: user.cookie, body });
const todays = async (user: TestUser) =>
  (await api<DiaryListView>(`/api/diary?from=${today()}&to=${today()}`, { cookie: user.cookie })).body.entries;
const stool = (bristolType: number, clientId?: unknown) => ({
  kind: 'stool',
  occurredAt: noonOf(today()),
  bristolType,
  ...(clientId === undefined ? {} : { clientId }),
});

describe('POST /api/diary with a clientId', { timeout: 60_000 }, () => {
  it('a repeat answers the stored entry (201, same body); the list holds it once', async () => {
    const clientId = randomUUID();
    const first = await post(patient, stool(3, clientId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'stool', bristolType: 3, editable: true });
    expect(first.body).not.toHaveProperty('clientId');
    const lastEntryAt = (await db.collection('diary_patients').doc(patient.uid).get()).get('lastEntryAt');

    const repeat = await post(patient, stool(3, clientId));
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    // Other fields under the same clientId are still the first send: the first one wins.
    expect((await post(patient, stool(6, clientId.toUpperCase()))).body).toEqual(first.body);

    expect((await todays(patient)).filter((entry) => entry.id === first.body.id)).toHaveLength(1);
    expect(await countOf('diaryEntries', patient.uid)).toBe(1);
    // A repeat changes nothing the first send did.
    expect((await db.collection('diary_patients').doc(patient.uid).get()).get('lastEntryAt')).toEqual(lastEntryAt);
  });

  it('several sends at once store exactly one entry', async () => {
    const before = await countOf('diaryEntries', patient.uid);
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(patient, stool(5, clientId))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await countOf('diaryEntries', patient.uid)).toBe(before + 1);
    expect((await todays(patient)).filter((entry) => entry.kind === 'stool' && entry.bristolType === 5)).toHaveLength(1);
  });

  it("another account's same clientId is its own entry; neither sees or changes the other's", async () => {
    const clientId = randomUUID();
    const mine = await post(patient, stool(1, clientId));
    const theirs = await post(other, stool(7, clientId));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body).toMatchObject({ bristolType: 7 });
    expect((await db.collection('diary_entries').doc(mine.body.id).get()).data()).toMatchObject({ userId: patient.uid, bristolType: 1 });
    expect((await todays(other)).map((entry) => entry.id)).toEqual([theirs.body.id]);
    expect((await api(`/api/diary/${mine.body.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
  });

  it('an invalid clientId is a 400 in Italian and writes nothing', async () => {
    const before = await countOf('diaryEntries', patient.uid);
    for (const clientId of ['abc', 7, null, '', `${randomUUID()}0`]) {
      const refused = await post(patient, stool(4, clientId));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: CLIENT_ID_MESSAGE });
    }
    expect(await countOf('diaryEntries', patient.uid)).toBe(before);
  });

  it('without a clientId every send is a new entry, as always', async () => {
    const before = await countOf('diaryEntries', other.uid);
    const [a, b] = [await post(other, stool(4)), await post(other, stool(4))];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await countOf('diaryEntries', other.uid)).toBe(before + 2);
  });
});
