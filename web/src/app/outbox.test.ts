import 'fake-indexeddb/auto';

import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sendMessage } from '../messages/api/sendMessage';
import { testUser } from '../shared/lib/testing';
import { clearOutbox, enqueue, flushOutbox, type OutboxAccount, pending, pendingCount, sendOrQueue } from '../shared/outbox';
import { outboxSenders } from './outbox';

/** An account with an outbox key of its own, as the session answers it. */
const accountOf = (id: string) => ({ id, outboxKey: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url') });
const ME = accountOf('uid-giulia');
const SOMEONE_ELSE = accountOf('uid-marco');
const stoolBody = { kind: 'stool' as const, occurredAt: '2026-11-20T10:30:00.000Z', bristolType: 4 };

interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

/** A fetch that answers as the API does for the session of `account` (null: no session), recording each call. */
function server(account: OutboxAccount | null, answer: (call: Sent) => Response | Error | undefined = () => undefined) {
  const calls: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: Sent = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const chosen = answer(call);
    if (chosen instanceof Error) throw chosen;
    if (chosen) return chosen;
    if (url === '/api/auth/user') return account ? json(200, userOf(account)) : json(401, { message: 'Non autenticato' });
    if (url === '/api/diary') return json(201, entryOf(call.body!));
    if (url === '/api/messages') return json(201, messageOf(call.body!));
    return json(404, { message: 'Non trovato' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const userOf = ({ id, outboxKey }: OutboxAccount) => testUser({ id, email: `${id}@prova.test`, outboxKey });
const entryOf = (body: Record<string, unknown>) => ({
  kind: 'stool',
  occurredAt: body.occurredAt,
  bristolType: body.bristolType,
  notes: null,
  id: `entry-${String(body.clientId)}`,
  day: '2026-11-20',
  editable: true,
});
const messageOf = (body: Record<string, unknown>) => ({
  id: `message-${String(body.clientId)}`,
  text: body.text,
  from: 'patient',
  createdAt: '2026-11-20T10:30:00.000Z',
  readAt: null,
});
const posts = (calls: Sent[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => clearOutbox());
afterEach(() => vi.unstubAllGlobals());

describe('the outbox on the device', () => {
  it("keeps each account's items apart, by kind, the oldest first, with a UUID each", async () => {
    const first = await enqueue(ME, 'diaryEntry', stoolBody);
    const second = await enqueue(ME, 'message', { text: 'Ciao' });
    await enqueue(SOMEONE_ELSE, 'message', { text: 'Di Marco' });
    expect(first.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await pending(ME)).map((item) => item.clientId)).toEqual([first.clientId, second.clientId]);
    expect((await pending(ME, 'message')).map((item) => item.body)).toEqual([{ text: 'Ciao' }]);
    expect((await pending(SOMEONE_ELSE)).map((item) => item.uid)).toEqual([SOMEONE_ELSE.id]);
    await clearOutbox();
    expect([...(await pending(ME)), ...(await pending(SOMEONE_ELSE))]).toEqual([]);
  });

  it("seals each item with its account's key: the device holds no text of it, and another key opens nothing", async () => {
    await enqueue(ME, 'message', { text: 'Ho mal di pancia' });
    await enqueue(ME, 'diaryEntry', { ...stoolBody, notes: 'Dopo i ceci' });
    const stored = await (await openDB('outbox')).getAll('items');
    expect(stored).toHaveLength(2);
    for (const item of stored) {
      expect(Object.keys(item).sort()).toEqual(['clientId', 'queuedAt', 'sealed', 'uid']);
      const bytes = new TextDecoder('latin1').decode(item.sealed.data);
      expect(bytes).not.toMatch(/mal di pancia|ceci|stool|message/);
    }
    // Another account signed in on this browser files nothing under her id and opens none of hers.
    expect(await pending({ id: ME.id, outboxKey: SOMEONE_ELSE.outboxKey })).toEqual([]);
    expect(await pendingCount(ME.id)).toBe(2);
    expect((await pending(ME)).map((item) => item.kind)).toEqual(['message', 'diaryEntry']);
  });

  it('keeps the order of writing for items written within one millisecond (a fixed clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:30:00.000Z'));
    try {
      const written = [];
      for (const text of ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei']) written.push(await enqueue(ME, 'message', { text }));
      expect((await pending(ME)).map((item) => item.clientId)).toEqual(written.map((item) => item.clientId));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('flushOutbox', () => {
  it("sends only the session's account's items, each with its clientId, and removes them", async () => {
    const entry = await enqueue(ME, 'diaryEntry', stoolBody);
    const message = await enqueue(ME, 'message', { text: 'Scritto offline' });
    await enqueue(SOMEONE_ELSE, 'message', { text: 'Di Marco' });
    const calls = server(ME);
    const result = await flushOutbox(outboxSenders);
    expect(posts(calls)).toEqual([
      { method: 'POST', url: '/api/diary', body: { ...stoolBody, clientId: entry.clientId } },
      { method: 'POST', url: '/api/messages', body: { text: 'Scritto offline', clientId: message.clientId } },
    ]);
    expect(result.sent.map((item) => item.clientId)).toEqual([entry.clientId, message.clientId]);
    expect(await pending(ME)).toEqual([]);
    // Marco's message waits for Marco's session.
    expect((await pending(SOMEONE_ELSE)).map((item) => item.body)).toEqual([{ text: 'Di Marco' }]);
  });

  it('sends nothing without a session, and asks nothing when the outbox is empty', async () => {
    await enqueue(ME, 'message', { text: 'Ciao' });
    const calls = server(null);
    expect(await flushOutbox(outboxSenders)).toEqual({ sent: [], refused: [] });
    expect(posts(calls)).toEqual([]);
    expect(await pending(ME)).toHaveLength(1);
    await clearOutbox();
    const none = server(ME);
    await flushOutbox(outboxSenders);
    expect(none).toEqual([]);
  });

  it('keeps what could not go (no connection, a 5xx, a 429) and sends it next time with the same clientId', async () => {
    const item = await enqueue(ME, 'message', { text: 'Riprova' });
    for (const failure of [new TypeError('Failed to fetch'), json(503, { message: 'Non disponibile' }), json(429, { message: 'Troppi' })]) {
      server(ME, (call) => (call.method === 'POST' ? failure : undefined));
      expect(await flushOutbox(outboxSenders)).toEqual({ sent: [], refused: [] });
      expect(await pending(ME)).toHaveLength(1);
    }
    const calls = server(ME);
    await flushOutbox(outboxSenders);
    expect(posts(calls).map((call) => call.body?.clientId)).toEqual([item.clientId]);
    expect(await pending(ME)).toEqual([]);
  });

  it('stops at the first item that cannot go, so the order is kept', async () => {
    const first = await enqueue(ME, 'message', { text: 'Primo' });
    await enqueue(ME, 'message', { text: 'Secondo' });
    const calls = server(ME, (call) => (call.method === 'POST' ? new TypeError('Failed to fetch') : undefined));
    await flushOutbox(outboxSenders);
    expect(posts(calls).map((call) => call.body?.clientId)).toEqual([first.clientId]);
    expect(await pending(ME)).toHaveLength(2);
  });

  it('drops an item the server refuses for good, with the Italian words to show, and goes on', async () => {
    await enqueue(ME, 'message', { text: 'Chiuso' });
    const entry = await enqueue(ME, 'diaryEntry', stoolBody);
    server(ME, (call) => (call.url === '/api/messages' ? json(403, { message: 'I messaggi sono chiusi' }) : undefined));
    const result = await flushOutbox(outboxSenders);
    expect(result.refused.map((refusal) => refusal.message)).toEqual(['Messaggio non inviato: I messaggi sono chiusi']);
    expect(result.sent.map((item) => item.clientId)).toEqual([entry.clientId]);
    expect(await pending(ME)).toEqual([]);
  });

  it('runs one flush at a time: two calls together send each item once', async () => {
    await enqueue(ME, 'message', { text: 'Una volta' });
    const calls = server(ME);
    const [a, b] = await Promise.all([flushOutbox(outboxSenders), flushOutbox(outboxSenders)]);
    expect(a).toBe(b);
    expect(posts(calls)).toHaveLength(1);
  });
});

describe('sendOrQueue', () => {
  it('sends at once with a clientId when online, and keeps nothing', async () => {
    const calls = server(ME);
    expect(await sendOrQueue(ME, 'message', { text: 'Subito' }, sendMessage)).toEqual({ queued: false });
    expect(posts(calls)[0]?.body).toMatchObject({ text: 'Subito', clientId: expect.any(String) });
    expect(await pending(ME)).toEqual([]);
  });

  it('queues without trying when the device is offline', async () => {
    const calls = server(ME);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await sendOrQueue(ME, 'message', { text: 'In galleria' }, sendMessage)).toEqual({ queued: true });
    expect(calls).toEqual([]);
    expect((await pending(ME, 'message')).map((item) => item.body.text)).toEqual(['In galleria']);
  });

  it('queues a send that failed on the way with the clientId it was sent with, so a retry is the same write', async () => {
    const calls = server(ME, (call) => (call.method === 'POST' ? new TypeError('Failed to fetch') : undefined));
    expect(await sendOrQueue(ME, 'message', { text: 'Persa' }, sendMessage)).toEqual({ queued: true });
    const [queued] = await pending(ME);
    expect(queued?.clientId).toBe(posts(calls)[0]?.body?.clientId);
  });

  it('queues a send that met a gateway or worker answering for an unreached server (503)', async () => {
    server(ME, (call) => (call.method === 'POST' ? json(503, { message: 'Servizio non raggiungibile' }) : undefined));
    expect(await sendOrQueue(ME, 'message', { text: 'Rete debole' }, sendMessage)).toEqual({ queued: true });
    expect(await pending(ME)).toHaveLength(1);
  });

  it('throws a refusal of the server and keeps nothing', async () => {
    server(ME, (call) => (call.method === 'POST' ? json(400, { message: 'Il messaggio non può essere vuoto' }) : undefined));
    await expect(sendOrQueue(ME, 'message', { text: ' ' }, sendMessage)).rejects.toMatchObject({ status: 400 });
    expect(await pending(ME)).toEqual([]);
  });
});
