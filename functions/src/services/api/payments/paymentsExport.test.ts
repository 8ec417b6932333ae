import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, SITE_URL, type TestUser } from '../../../../../tools/testing/api';
import { build, uniqueTag } from '../../../../../tools/testing/build';
import { createTestService, removeTestServices } from '../../../../../tools/testing/orders';

let admin: TestUser;
let member: TestUser;
let serviceId: string;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
  serviceId = await createTestService({ name: 'Percorso; di prova' });
});
afterAll(removeTestServices);

const at = (iso: string) => new Date(iso);
const payment = (mode: 'full' | 'deposit', amount: number, paidAt: string) => ({
  mode,
  amount,
  remaining: mode === 'full' ? 0 : 7000,
  methodType: 'card',
  sessionId: `cs_${uniqueTag()}`,
  paymentIntentId: `pi_${uniqueTag()}`,
  attempt: 1,
  paidAt: at(paidAt),
});
const refund = (attempt: number, amount: number, settledAt: string, creditNote: string | null, status = 'succeeded') => ({
  attempt,
  refundId: `re_${uniqueTag()}`,
  amount,
  reason: 'Rimborso di prova',
  status,
  requestedBy: 'dottoressa',
  requestedAt: at(settledAt),
  settledAt: at(settledAt),
  creditNote: creditNote ? { number: creditNote, date: at(settledAt), amount } : null,
});

/** Stores an order with its payment and refunds, and the webhook's events at the times it applied them. */
async function storeOrder(name: string, fields: Record<string, unknown>, eventTimes: string[]) {
  const id = `ordine-${uniqueTag()}`;
  const order = build.order({ serviceId, customerName: name, userId: member.uid });
  await db
    .collection(COLLECTIONS.orders)
    .doc(id)
    .set({ ...order, ...fields, createdAt: at('2026-09-01T10:00:00Z'), updatedAt: new Date() });
  await Promise.all(
    eventTimes.map((time) =>
      db
        .collection(COLLECTIONS.paymentEvents)
        .doc(`evt_${uniqueTag()}`)
        .set({ type: 'test', orderId: id, sessionId: null, processedAt: at(time) }),
    ),
  );
  return id;
}

describe('GET /api/admin/payments.csv', () => {
  it('refuses visitors and members, and a malformed month', async () => {
    expect((await api('/api/admin/payments.csv?month=2026-10')).status).toBe(401);
    expect((await api('/api/admin/payments.csv?month=2026-10', { cookie: member.cookie })).status).toBe(403);
    const bad = await api<{ message: string }>('/api/admin/payments.csv?month=2026-13', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Il mese deve essere nel formato AAAA-MM');
  });

  it("has one line per payment and per refund that succeeded within the month, in Rome's time, and nothing else", async () => {
    // Paid in full on 1 October at 00:30 in Rome (30 September in UTC), refunded in part in October and the rest in November.
    const full = await storeOrder(
      'Giulia Bianchi',
      {
        status: 'completed',
        invoiceNumber: '2026/0042',
        payment: payment('full', 10400, '2026-09-30T22:30:00Z'),
        refunds: {
          '1': refund(1, 4000, '2026-10-15T09:00:00Z', 'NC2026/0007'),
          '2': refund(2, 6400, '2026-11-02T09:00:00Z', 'NC2026/0009'),
          '3': refund(3, 100, '2026-10-16T09:00:00Z', null, 'failed'),
        },
      },
      ['2026-09-30T22:30:05Z', '2026-10-15T09:00:01Z', '2026-11-02T09:00:01Z'],
    );
    // A deposit paid on 31 October at 23:50 in Rome, applied by the webhook after midnight.
    const deposit = await storeOrder('Anna "Nina" Verdi', { payment: payment('deposit', 3000, '2026-10-31T22:50:00Z') }, [
      '2026-10-31T23:05:00Z',
    ]);
    // Paid in September: not October's.
    await storeOrder('Sara Neri', { status: 'completed', payment: payment('full', 5000, '2026-09-29T10:00:00Z') }, [
      '2026-09-29T10:00:01Z',
    ]);

    const response = await api<string>('/api/admin/payments.csv?month=2026-10', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.roundTrips).toBeLessThanOrEqual(3);
    // The bytes start with UTF-8's BOM (a text decoder drops it, so read them raw).
    const raw = await fetch(`${SITE_URL}/api/admin/payments.csv?month=2026-10`, { headers: { Cookie: admin.cookie } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('data;tipo;ordine;cliente;servizio;metodo;importo;id_stripe;documento');
    const rows = lines.slice(1).map((line) =>
      line
        .split(';')
        .slice(0, 2)
        .concat(line.includes(full) ? full : deposit),
    );
    expect(rows).toEqual([
      ['01/10/2026', 'pagamento', full],
      ['15/10/2026', 'rimborso', full],
      ['31/10/2026', 'caparra', deposit],
    ]);
    expect(lines[1]).toContain(';"Percorso; di prova";carta;104,00;pi_');
    expect(lines[1]!.endsWith(';2026/0042')).toBe(true);
    expect(lines[2]).toContain(';-40,00;re_');
    expect(lines[2]!.endsWith(';NC2026/0007')).toBe(true);
    expect(lines[3]).toContain(';"Anna ""Nina"" Verdi";');
    expect(lines[3]).toContain(';30,00;');
  });
});
