import { diaryDayOf, shiftDay } from '@app/schemas/diary/diary';
import { plannedChallenges } from '@app/schemas/fodmap/fodmap';
import { startChallenge } from '@app/schemas/fodmap/fodmapRules';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { eraseAccountData } from '../../accounts/data/accountErasure';
import { sendFodmapReminders } from './fodmapReminders';

const SETUP_TIMEOUT_MS = 60_000;
/** A challenge started on D(0), in the past of the real clock. */
const D = (offset: number) => shiftDay(shiftDay(diaryDayOf(new Date()), -40), offset);

let keen: TestUser;
let quiet: TestUser;

/** Stores a protocol whose lactose challenge began on D(0), no day reported. */
async function storeRunning(user: TestUser) {
  const protocol = startChallenge(
    { eliminationStart: D(-14), eliminationWeeks: 2, challenges: plannedChallenges(['lactose']) },
    'lactose',
    D(0),
    D(0),
  );
  await db
    .collection(COLLECTIONS.fodmapProtocols)
    .doc(user.uid)
    .set({
      ...protocol,
      userId: user.uid,
      prescribedBy: 'medico',
      revision: 1,
      hasActiveChallenge: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
}

const remindersOf = async (user: TestUser) =>
  (await db.collection(COLLECTIONS.notifications).where('userId', '==', user.uid).where('type', '==', 'fodmap_reminder').get()).docs.map(
    (document) => document.data(),
  );
const mailsOf = async (user: TestUser) =>
  (await db.collection(COLLECTIONS.mail).where('userId', '==', user.uid).get()).docs.map((document) => document.data().template as string);

beforeAll(async () => {
  [keen, quiet] = await Promise.all([createUser(), createUser()]);
  const off = await api('/api/account/email-preferences', {
    method: 'PUT',
    cookie: quiet.cookie,
    body: { reminders: false, notifications: true },
  });
  expect(off.status).toBe(200);
  await Promise.all([storeRunning(keen), storeRunning(quiet)]);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const user of [keen, quiet]) {
    await eraseAccountData(user.uid, user.email);
    await adminAuth.deleteUser(user.uid);
  }
});

describe('sendFodmapReminders: a day not reported by the evening after it', () => {
  it('reminds nobody on the day itself, once from the next evening, by e-mail only with the reminders on', async () => {
    await sendFodmapReminders(D(0));
    expect(await remindersOf(keen)).toEqual([]);
    await sendFodmapReminders(D(1));
    await sendFodmapReminders(D(1));
    const [reminder, ...more] = await remindersOf(keen);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ title: 'Segna il giorno 1 della prova FODMAP', relatedId: 'lactose', isRead: false });
    expect(await remindersOf(quiet)).toHaveLength(1);
    await settled();
    expect(await mailsOf(keen)).toEqual(['fodmapReminder']);
    // Never the health data in the e-mail: neither the protocol, nor the group, nor the symptoms.
    const [mail] = (await db.collection(COLLECTIONS.mail).where('userId', '==', keen.uid).get()).docs.map((document) => document.data());
    expect(JSON.stringify(mail!.message)).not.toMatch(/fodmap|lattosio|sintomi|prova/i);
    // The trigger has run for both notifications by now: the quiet one's e-mail was switched off.
    expect(await mailsOf(quiet)).toEqual([]);
  });
});
