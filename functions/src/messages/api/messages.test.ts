import { type MessageView, MESSAGING_CLOSED, type MessagingStatus, type UnreadMessages } from '@app/schemas/messages/messages';
import { practiceStudios, practiceSupport } from '@app/schemas/shared/practice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, nextLink, settled, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { bookAs, completeAs, createTestService, removeTestServices } from '../../../../tools/testing/orders';
import { at, DAY, MINUTE } from '../../../../tools/testing/sessionClock';

/**
 * Noon in Rome of the last given weekday (0 Sunday) before today. Past instants: the package
 * (completed now) covers them, and the session ignores a clock behind its last use.
 */
function lastWeekday(weekday: number): number {
  const today = new Date();
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 11);
  return noon - ((today.getUTCDay() - weekday + 7) % 7 || 7) * DAY;
}

let patient: TestUser;
let other: TestUser;
let stranger: TestUser;
let admin: TestUser;
let doctor: TestUser;
const users: TestUser[] = [];

/** A member with an active remote package: a completed order of a `program` service ('1 mese'). */
async function withPackage(user: TestUser) {
  const order = await bookAs(user, await createTestService({ category: 'program' }));
  await completeAs(doctor, order.id);
  // The orders trigger keeps the package's end on the conversation.
  await settled();
  const status = await api<MessagingStatus>('/api/messages/status', { cookie: user.cookie });
  expect(status.body.canWrite).toBe(true);
}

const send = (user: TestUser, text: string, headers: Record<string, string> = {}) =>
  api<MessageView & { message?: string }>('/api/messages', { method: 'POST', cookie: user.cookie, body: { text }, headers });
const thread = (user: TestUser, headers: Record<string, string> = {}) =>
  api<MessageView[] & { message?: string }>('/api/messages', { cookie: user.cookie, headers });
const doctorThread = (uid: string, user: TestUser = doctor, search = '') =>
  api<MessageView[] & { message?: string }>(`/api/admin/conversations/${uid}/messages${search}`, { cookie: user.cookie });
const messagesOf = async (uid: string) =>
  (await db.collection('messages').where('conversationId', '==', uid).get()).docs.map((d) => d.data());

beforeAll(async () => {
  // One after the other: sign-ins are slow on a busy machine.
  patient = await createUser({ firstName: 'Sara', lastName: 'Conti' });
  other = await createUser({ firstName: 'Luca', lastName: 'Neri' });
  stranger = await createUser();
  admin = await createUser({ admin: true });
  doctor = await createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Rossi' });
  users.push(patient, other, stranger, admin, doctor);
  await withPackage(patient);
  await withPackage(other);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await removeTestServices();
  await Promise.all(users.map((user) => adminAuth.deleteUser(user.uid).catch(() => undefined)));
});

describe('who may write (docs/messages.md)', () => {
  it('a visitor gets 401 on every call, an admin without the doctor role 403 on the inbox', async () => {
    for (const path of ['/api/messages', '/api/messages/unread', '/api/messages/status']) expect((await api(path)).status).toBe(401);
    expect((await api('/api/messages', { method: 'POST', body: { text: 'Ciao' } })).status).toBe(401);
    expect((await api('/api/admin/conversations', { cookie: admin.cookie })).status).toBe(403);
    expect((await doctorThread(patient.uid, admin)).status).toBe(403);
    const reply = await api(`/api/admin/conversations/${patient.uid}/messages`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { text: 'x' },
    });
    expect(reply.status).toBe(403);
    expect((await api(`/api/admin/conversations`, { cookie: patient.cookie })).status).toBe(403);
  });

  it('a member without a package is told why (403 in Italian), and nothing is written', async () => {
    const refused = await send(stranger, 'Buongiorno');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGING_CLOSED.noPackage);
    expect((await thread(stranger)).body.message).toBe(MESSAGING_CLOSED.noPackage);
    const status = await api<MessagingStatus>('/api/messages/status', { cookie: stranger.cookie });
    expect(status.body).toMatchObject({ canWrite: false, reason: MESSAGING_CLOSED.noPackage, usualAnswer: practiceSupport.usualAnswer });
    expect(await messagesOf(stranger.uid)).toHaveLength(0);
  });

  it('the package ends with its period: a one-month package completed two months ago opens nothing', async () => {
    const former = await createUser();
    users.push(former);
    const serviceId = await createTestService({ category: 'program' });
    const completedAt = new Date(Date.now() - 62 * DAY);
    const order = await bookAs(former, serviceId);
    await db.collection('orders').doc(order.id).update({ status: 'completed', invoiceDate: completedAt, updatedAt: completedAt });
    await settled();
    const status = await api<MessagingStatus>('/api/messages/status', { cookie: former.cookie });
    expect(Date.parse(status.body.packageEndsAt!)).toBeLessThan(Date.now());
    expect(status.body.canWrite).toBe(false);
    const refused = await send(former, 'Posso ancora scriverti?');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGING_CLOSED.noPackage);
  });

  it('the doctor opens messaging for any patient and closes it', async () => {
    const open = await api(`/api/admin/patients/${stranger.uid}/messaging`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { enabled: true },
    });
    expect(open.status).toBe(200);
    // On a Tuesday: on a Sunday the message would get the automatic reply too.
    const tuesday = at(lastWeekday(2));
    expect((await send(stranger, 'Grazie per avermi aperto i messaggi', tuesday)).status).toBe(201);
    await api(`/api/admin/patients/${stranger.uid}/messaging`, { method: 'PUT', cookie: doctor.cookie, body: { enabled: false } });
    const closed = await send(stranger, 'Ancora io', tuesday);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(MESSAGING_CLOSED.closed);
    expect(await messagesOf(stranger.uid)).toHaveLength(1);
    const bad = await api(`/api/admin/patients/${stranger.uid}/messaging`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { enabled: 'sì' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api(`/api/admin/patients/nessuno-${stranger.uid}/messaging`, {
          method: 'PUT',
          cookie: doctor.cookie,
          body: { enabled: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the thread and the inbox', { timeout: 60_000 }, () => {
  it('validates the text: empty or longer than 2,000 characters is a 400 in Italian, nothing written', async () => {
    const before = (await messagesOf(patient.uid)).length;
    const empty = await send(patient, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Il messaggio non può essere vuoto');
    const long = await send(patient, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Il messaggio può avere al massimo 2000 caratteri');
    expect(await messagesOf(patient.uid)).toHaveLength(before);
  });

  it('the patient writes, the doctor sees it unread in the inbox, reads it and answers; the patient sees both receipts', async () => {
    const monday = at(lastWeekday(1));
    const sent = await send(patient, 'Ho dubbi sul pane di farro', monday);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ text: 'Ho dubbi sul pane di farro', from: 'patient', readAt: null });

    const unread = await api<UnreadMessages>('/api/messages/unread', { cookie: doctor.cookie });
    expect(unread.body.unread).toBeGreaterThanOrEqual(1);
    expect(unread.roundTrips).toBe(1);

    const inbox = await api<{ uid: string; unread: number; firstName: string; lastMessage: { text: string } | null }[]>(
      '/api/admin/conversations',
      { cookie: doctor.cookie },
    );
    expect(inbox.status).toBe(200);
    expect(inbox.roundTrips).toBeLessThanOrEqual(2);
    const row = inbox.body.find((item) => item.uid === patient.uid)!;
    expect(row).toMatchObject({ firstName: 'Sara', unread: 1, lastMessage: { text: 'Ho dubbi sul pane di farro' } });
    // Unread first.
    const firstRead = inbox.body.findIndex((item) => item.unread === 0);
    expect(firstRead === -1 || inbox.body.indexOf(row) < firstRead).toBe(true);

    const opened = await doctorThread(patient.uid);
    expect(opened.status).toBe(200);
    expect(opened.roundTrips).toBeLessThanOrEqual(2);
    expect(opened.body[0]).toMatchObject({ id: sent.body.id, from: 'patient', readAt: null });
    expect((await api(`/api/admin/conversations/${patient.uid}/read`, { method: 'POST', cookie: doctor.cookie })).body).toEqual({
      marked: 1,
    });
    const answer = await api<MessageView>(`/api/admin/conversations/${patient.uid}/messages`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { text: 'Sì, una fetta a pranzo' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ from: 'doctor', readAt: null });

    const patientUnread = await api<UnreadMessages>('/api/messages/unread', { cookie: patient.cookie });
    expect(patientUnread.body.unread).toBe(1);
    expect(patientUnread.roundTrips).toBe(1);
    const mine = await thread(patient, monday);
    expect(mine.roundTrips).toBeLessThanOrEqual(2);
    expect(mine.body.slice(0, 2).map((message) => [message.from, message.text])).toEqual([
      ['doctor', 'Sì, una fetta a pranzo'],
      ['patient', 'Ho dubbi sul pane di farro'],
    ]);
    expect(Date.parse(mine.body[1]!.readAt!)).toBeGreaterThan(0);
    expect(mine.body[0]!.readAt).toBeNull();

    expect((await api('/api/messages/read', { method: 'POST', cookie: patient.cookie })).body).toEqual({ marked: 1 });
    expect((await api<UnreadMessages>('/api/messages/unread', { cookie: patient.cookie })).body.unread).toBe(0);
    const [latest] = (await doctorThread(patient.uid)).body;
    expect(latest).toMatchObject({ id: answer.body.id });
    expect(Date.parse(latest!.readAt!)).toBeGreaterThan(0);
  });

  it('never shows another thread: each patient reads only their own, the doctor gets 404 for no conversation', async () => {
    await send(other, 'Messaggio di Luca', at(lastWeekday(2)));
    const theirs = (await thread(other)).body.map((message) => message.text);
    expect(theirs).toContain('Messaggio di Luca');
    expect(theirs).not.toContain('Ho dubbi sul pane di farro');
    expect((await thread(patient)).body.map((message) => message.text)).not.toContain('Messaggio di Luca');
    const unknown = await doctorThread(`nessuno-${patient.uid}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Conversazione non trovata');
  });

  it('pages 30 at a time, newest first, in at most 2 round trips a page', async () => {
    // 32 older messages of the doctor, written directly (the limit allows 30 a minute through the API).
    const base = Date.now() - 2 * DAY;
    const batch = db.batch();
    for (let index = 0; index < 32; index += 1) {
      batch.set(db.collection('messages').doc(`pagina-${other.uid}-${index}`), {
        conversationId: other.uid,
        from: 'doctor',
        authorId: doctor.uid,
        text: `n. ${index}`,
        createdAt: new Date(base + index * 1000),
        readAt: null,
        read: false,
        mailed: true,
      });
    }
    await batch.commit();
    const first = await thread(other);
    expect(first.roundTrips).toBeLessThanOrEqual(2);
    expect(first.body).toHaveLength(30);
    expect(first.body.slice(0, 2).map((message) => message.text)).toEqual(['Messaggio di Luca', 'n. 31']);
    const next = nextLink(first.headers)!;
    const second = await api<MessageView[]>(next, { cookie: other.cookie });
    expect(second.roundTrips).toBeLessThanOrEqual(2);
    expect(second.body.map((message) => message.text)).toEqual(['n. 2', 'n. 1', 'n. 0']);
    expect(nextLink(second.headers)).toBeUndefined();
    const doctorSecond = await doctorThread(other.uid, doctor, `?${new URL(next, 'http://x').searchParams}`);
    expect(doctorSecond.roundTrips).toBeLessThanOrEqual(2);
    expect(doctorSecond.body.map((message) => message.text)).toEqual(['n. 2', 'n. 1', 'n. 0']);
  });

  it('records the doctor opening a conversation, once a half hour, not each read inside it', async () => {
    const openings = async () =>
      (await db.collection('admin_audit').where('subjectId', '==', stranger.uid).where('action', '==', 'messages.open').get()).docs.map(
        (d) => d.data(),
      );
    expect(await openings()).toHaveLength(0);
    expect((await doctorThread(stranger.uid)).status).toBe(200);
    // The open thread refetches its first page: no second entry within the half hour.
    expect((await doctorThread(stranger.uid)).status).toBe(200);
    const recorded = await openings();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actorId: doctor.uid, documentId: stranger.uid, summary: 'Conversazione con il paziente aperta' });
    // A further page is no opening.
    const cursor = Buffer.from(JSON.stringify([0, 0, []])).toString('base64url');
    expect((await doctorThread(stranger.uid, doctor, `?cursor=${cursor}`)).status).toBe(200);
    expect(await openings()).toHaveLength(1);
  });
});

describe('support days', { timeout: 60_000 }, () => {
  it('on Sunday a message gets one automatic reply a day, with the practice text; on Monday none', async () => {
    const sunday = lastWeekday(0);
    const monday = sunday - 6 * DAY;
    const count = async () => (await messagesOf(patient.uid)).filter((message) => message.automatic).length;
    const before = await count();
    expect((await send(patient, 'Domenica, primo', at(sunday))).status).toBe(201);
    expect((await send(patient, 'Domenica, secondo', at(sunday + 60_000))).status).toBe(201);
    expect(await count()).toBe(before + 1);
    const sundayThread = (await thread(patient, at(sunday))).body;
    const followingMonday = new Date(sunday + DAY).toISOString().slice(0, 10);
    expect(sundayThread.map((message) => message.text).slice(0, 3)).toEqual([
      'Domenica, secondo',
      practiceSupport.autoReply(followingMonday),
      'Domenica, primo',
    ]);
    expect(sundayThread[1]!.text).toMatch(/^Il supporto riprende lunedì \d{1,2} [a-z]+: ti risponderò al più presto$/);
    expect(sundayThread[1]).toMatchObject({ from: 'doctor', automatic: true });
    expect((await api<MessagingStatus>('/api/messages/status', { cookie: patient.cookie, headers: at(sunday) })).body.closedToday).toBe(
      true,
    );

    expect((await send(patient, 'Lunedì', at(monday))).status).toBe(201);
    expect(await count()).toBe(before + 1);
    // Another Sunday gets its own reply.
    expect((await send(patient, 'Domenica prima', at(sunday - 7 * DAY))).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });
});

describe('support days of the agenda', { timeout: 60_000 }, () => {
  const exceptionIds: string[] = [];
  afterAll(async () => {
    await Promise.all(exceptionIds.map((id) => db.collection('availabilityExceptions').doc(id).delete()));
  });
  const closeDay = async (date: string, locationId?: string) => {
    const response = await api<{ id: string }>('/api/admin/availability/exceptions', {
      method: 'POST',
      cookie: doctor.cookie,
      body: { date, reason: 'Festività', ...(locationId ? { locationId } : {}) },
    });
    expect(response.status).toBe(201);
    exceptionIds.push(response.body.id);
  };

  it("on a weekday the agenda closes for the whole practice a message gets one automatic reply; a single place's closed day none", async () => {
    // Wednesdays weeks ago: no other test writes then, and the package covers them.
    const holiday = lastWeekday(3) - 21 * DAY;
    const placeClosed = holiday - 7 * DAY;
    const romeDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
    await closeDay(romeDay(holiday));
    await closeDay(romeDay(placeClosed), practiceStudios[0]!.id);
    const count = async () => (await messagesOf(other.uid)).filter((message) => message.automatic).length;
    const before = await count();

    expect((await send(other, 'Festa, primo', at(holiday))).status).toBe(201);
    expect((await send(other, 'Festa, secondo', at(holiday + 60_000))).status).toBe(201);
    expect(await count()).toBe(before + 1);
    // The reply names the day after the holiday, not a Monday.
    const replies = (await messagesOf(other.uid)).filter((message) => message.automatic).map((message) => message.text);
    expect(replies).toContain(practiceSupport.autoReply(romeDay(holiday + DAY)));
    expect(practiceSupport.autoReply(romeDay(holiday + DAY))).toMatch(/^Il supporto riprende giovedì /);
    const status = await api<MessagingStatus>('/api/messages/status', { cookie: other.cookie, headers: at(holiday) });
    expect(status.body.closedToday).toBe(true);
    expect(status.roundTrips).toBeLessThanOrEqual(2);

    expect((await send(other, 'Solo uno studio chiuso', at(placeClosed))).status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect((await api<MessagingStatus>('/api/messages/status', { cookie: other.cookie, headers: at(placeClosed) })).body.closedToday).toBe(
      false,
    );
  });
});

describe('limits', { timeout: 120_000 }, () => {
  it('more than 30 messages a minute from one person is a 429 in Italian, not written', async () => {
    const sender = await createUser();
    users.push(sender);
    await api(`/api/admin/patients/${sender.uid}/messaging`, { method: 'PUT', cookie: doctor.cookie, body: { enabled: true } });
    // Every message at one instant of the request's clock: the minute's count cannot start over midway.
    const instant = Date.now();
    for (let index = 1; index <= 30; index += 1) expect((await send(sender, `n. ${index}`, at(instant))).status).toBe(201);
    const refused = await send(sender, 'Uno di troppo', at(instant));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Hai scritto molti messaggi in un minuto. Aspetta un momento e riprova.');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await messagesOf(sender.uid)).filter((message) => message.from === 'patient')).toHaveLength(30);
    // The next minute counts anew.
    expect((await send(sender, 'Un minuto dopo', at(instant + MINUTE))).status).toBe(201);
  });
});

describe('the account export and erasure', () => {
  it('the export holds the messages; the erasure removes them and the conversation', async () => {
    const exported = await api<{ messages: { conversation: unknown; messages: { text: string }[] } }>('/api/account/export', {
      cookie: other.cookie,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.messages.messages.map((message) => message.text)).toContain('Messaggio di Luca');
    expect(exported.body.messages.conversation).not.toBeNull();

    const erased = await api('/api/account', { method: 'DELETE', cookie: other.cookie, body: { password: other.password } });
    expect(erased.status).toBeLessThan(300);
    await settled();
    expect(await messagesOf(other.uid)).toHaveLength(0);
    expect((await db.collection('conversations').doc(other.uid).get()).exists).toBe(false);
  });
});
