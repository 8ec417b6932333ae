import { randomUUID } from 'node:crypto';

import type { MessageView } from '@app/schemas/messages/messages';
import { CLIENT_ID_MESSAGE } from '@app/schemas/shared/clientId';
import { practiceSupport } from '@app/schemas/shared/practice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';

/** The offline outbox's sends (docs/messages.md, Offline): a clientId stores a message once. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in Rome of the last Sunday before today: a closed day of the support (an automatic reply). */
function lastSunday(): number {
  const today = new Date();
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 11);
  return noon - (today.getUTCDay() || 7) * DAY_MS;
}

let patient: TestUser;
let other: TestUser;
let doctor: TestUser;

const send = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  api<MessageView & { message?: string }>('/api/messages', { method: 'POST', cookie: user.cookie, body, headers });
const messagesOf = async (uid: string) =>
  (await db.collection('messages').where('conversationId', '==', uid).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as { text: string; from: string; automatic?: boolean }),
  }));
const conversationOf = async (uid: string) => (await db.collection('conversations').doc(uid).get()).data() ?? {};

beforeAll(async () => {
  patient = await createUser({ firstName: 'Marta' });
  other = await createUser({ firstName: 'Enzo' });
  doctor = await createUser({ admin: true, doctor: true });
  for (const user of [patient, other]) {
    const opened = await api(`/api/admin/patients/${user.uid}/messaging`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { enabled: true },
    });
    expect(opened.status).toBe(200);
  }
}, SETUP_TIMEOUT_MS * 2);

afterAll(async () => {
  for (const user of [patient, other, doctor]) await adminAuth.deleteUser(user.uid).catch(() => undefined);
  const batch = db.batch();
  for (const uid of [patient.uid, other.uid]) {
    for (const message of await messagesOf(uid)) batch.delete(db.collection('messages').doc(message.id));
    batch.delete(db.collection('conversations').doc(uid));
  }
  await batch.commit();
});

describe('POST /api/messages with a clientId', { timeout: 60_000 }, () => {
  it('a repeat answers the stored message (201, same body) and stores nothing, counts nothing', async () => {
    const clientId = randomUUID();
    const first = await send(patient, { text: 'Scritto in metropolitana', clientId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: 'Scritto in metropolitana', from: 'patient', readAt: null });
    const unread = (await conversationOf(patient.uid)).doctorUnread;

    const repeat = await send(patient, { text: 'Scritto in metropolitana', clientId });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    // Another text under the same clientId is still the first send: the first one wins.
    expect((await send(patient, { text: 'Altro testo', clientId })).body).toEqual(first.body);

    const thread = await api<MessageView[]>('/api/messages', { cookie: patient.cookie });
    expect(thread.body.filter((message) => message.id === first.body.id)).toHaveLength(1);
    expect(thread.body.map((message) => message.text)).not.toContain('Altro testo');
    expect((await messagesOf(patient.uid)).filter((message) => message.text === 'Scritto in metropolitana')).toHaveLength(1);
    expect((await conversationOf(patient.uid)).doctorUnread).toBe(unread);
  });

  it('several sends at once store one message, count it once and get one automatic reply', async () => {
    const sunday = { 'X-Test-Now': String(lastSunday()) };
    const before = await messagesOf(patient.uid);
    const conversation = await conversationOf(patient.uid);
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(patient, { text: 'Domenica senza rete', clientId }, sunday)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);

    const added = (await messagesOf(patient.uid)).filter((message) => !before.some((old) => old.id === message.id));
    expect(added.filter((message) => message.from === 'patient').map((message) => message.text)).toEqual(['Domenica senza rete']);
    const followingMonday = new Date(Number(sunday['X-Test-Now']) + DAY_MS).toISOString().slice(0, 10);
    expect(added.filter((message) => message.automatic).map((message) => message.text)).toEqual([
      practiceSupport.autoReply(followingMonday),
    ]);
    const after = await conversationOf(patient.uid);
    expect(after.doctorUnread).toBe((conversation.doctorUnread ?? 0) + 1);
    expect(after.patientUnread).toBe((conversation.patientUnread ?? 0) + 1);
  });

  it("another account's same clientId is its own message; neither sees or changes the other's", async () => {
    const clientId = randomUUID();
    const mine = await send(patient, { text: 'Il mio messaggio', clientId });
    const theirs = await send(other, { text: 'Il messaggio di Enzo', clientId });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.text).toBe('Il messaggio di Enzo');
    expect((await send(other, { text: 'Il messaggio di Enzo', clientId })).body).toEqual(theirs.body);

    const stored = (await db.collection('messages').doc(mine.body.id).get()).data();
    expect(stored).toMatchObject({ conversationId: patient.uid, text: 'Il mio messaggio' });
    const otherThread = (await api<MessageView[]>('/api/messages', { cookie: other.cookie })).body;
    expect(otherThread.map((message) => message.id)).not.toContain(mine.body.id);
  });

  it('an invalid clientId is a 400 in Italian and writes nothing', async () => {
    const before = (await messagesOf(patient.uid)).length;
    for (const clientId of ['non-un-uuid', 42, '', `${randomUUID()}x`]) {
      const refused = await send(patient, { text: 'Ciao', clientId });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: CLIENT_ID_MESSAGE });
    }
    expect(await messagesOf(patient.uid)).toHaveLength(before);
  });

  it('without a clientId every send is a new message, as always', async () => {
    const [a, b] = [await send(patient, { text: 'Due volte' }), await send(patient, { text: 'Due volte' })];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.id).not.toBe(b.body.id);
  });
});
