/** Test fixtures for the care diary: consent through the API, entries written straight to the emulator. */
import { DIARY_CONSENT, diaryDayOf, shiftDay } from '@app/schemas/diary/diary';
import { COLLECTIONS } from '@app/schemas/shared/collections';

import { api, createUser, db, type TestUser } from './api';

export async function consent(user: TestUser) {
  const response = await api('/api/diary/consent', { method: 'POST', cookie: user.cookie, body: { version: DIARY_CONSENT.version } });
  if (response.status !== 200) throw new Error(`consent: ${response.status} ${JSON.stringify(response.body)}`);
}

/** A fresh member who has consented to the diary. */
export async function createPatient(profile: Parameters<typeof createUser>[0] = {}): Promise<TestUser> {
  const user = await createUser(profile);
  await consent(user);
  return user;
}

export const today = () => diaryDayOf(new Date());
export const daysAgo = (days: number) => shiftDay(today(), -days);
/** Noon in Rome (11:00 or 10:00 UTC) of a day: safely inside the day whatever the season. */
export const noonOf = (day: string) => `${day}T10:30:00.000Z`;

/** An IBS-SSS through the API that scores 280 (moderate). */
export async function submitIbsSss(user: TestUser) {
  const body = { painSeverity: 60, painDays: 6, distensionSeverity: 70, bowelDissatisfaction: 50, lifeInterference: 40 };
  const response = await api('/api/questionnaires/ibs-sss', { method: 'POST', cookie: user.cookie, body });
  if (response.status !== 201) throw new Error(`IBS-SSS: ${response.status} ${JSON.stringify(response.body)}`);
}

/** How many documents of a collection belong to a user. */
export async function countOf(collection: keyof typeof COLLECTIONS, userId: string): Promise<number> {
  return (await db.collection(COLLECTIONS[collection]).where('userId', '==', userId).count().get()).data().count;
}

/**
 * Writes entries straight to the emulator in their stored shape (for volumes the API would take
 * long to post): `perDay` entries on each of `days` days up to today, kinds in rotation. With
 * `idPrefix` the ids are `{idPrefix}-{day}-{index}` (a second run rewrites the same documents).
 */
export async function storeEntries(userId: string, days: number, perDay: number, idPrefix?: string): Promise<number> {
  const kinds = [
    { kind: 'symptoms', pain: 4, bloating: 6, symptoms: ['Gas'] },
    { kind: 'stool', bristolType: 2 },
    { kind: 'meal', description: 'Riso e zucchine' },
    { kind: 'stool', bristolType: 6 },
    { kind: 'wellbeing', stress: 5, sleep: 7 },
    { kind: 'measurements', weightKg: 70, waistCm: 80 },
  ];
  let written = 0;
  let batch = db.batch();
  for (let day = 0; day < days; day += 1) {
    const date = daysAgo(day);
    for (let index = 0; index < perDay; index += 1) {
      const occurredAt = new Date(Date.parse(noonOf(date)) + index * 60_000);
      const entries = db.collection(COLLECTIONS.diaryEntries);
      batch.set(idPrefix ? entries.doc(`${idPrefix}-${day}-${index}`) : entries.doc(), {
        ...kinds[index % kinds.length],
        userId,
        day: date,
        occurredAt,
        notes: null,
        createdAt: occurredAt,
        updatedAt: occurredAt,
      });
      written += 1;
      if (written % 400 === 0) {
        await batch.commit();
        batch = db.batch();
      }
    }
  }
  await batch.commit();
  return written;
}

/** Deletes everything a test user's diary holds. */
export async function eraseDiary(userId: string) {
  for (const collection of ['diaryEntries', 'diaryComments', 'questionnaireResponses', 'diaryPatients', 'notifications'] as const) {
    const documents = await db.collection(COLLECTIONS[collection]).where('userId', '==', userId).get();
    for (let start = 0; start < documents.size; start += 400) {
      const batch = db.batch();
      for (const document of documents.docs.slice(start, start + 400)) batch.delete(document.ref);
      await batch.commit();
    }
  }
}
