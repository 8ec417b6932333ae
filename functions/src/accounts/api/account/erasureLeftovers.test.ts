import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, login, settled, type TestUser } from '../../../../../tools/testing/api';
import { build, removeStored, store } from '../../../../../tools/testing/factories';
import { ERASED_ACTOR, ERASED_SUMMARY } from '../../../audit/data/adminAudit';
import { contactMailIds } from '../../../content/mails/contactRequestMails';
import { emailKey } from '../../../shared/data/rateLimit';

let leaving: TestUser;
let staying: TestUser;
type Stored = 'invoiced' | 'deposit' | 'pending' | 'cancelled' | 'othersOrder' | 'contact' | 'othersContact';
const ids = {} as Record<Stored | 'diaryRead' | 'role' | 'ownAction' | 'failedSignIn' | 'unrelated', string>;

const read = async (collection: keyof typeof COLLECTIONS, id: string) =>
  (await db.collection(COLLECTIONS[collection]).doc(id).get()).data();
/** Whether each of a contact request's two e-mails (the acknowledgement and the practice's alert) is stored. */
const contactMailsOf = async (requestId: string) =>
  Promise.all(Object.values(contactMailIds(requestId)).map(async (id) => (await db.collection(COLLECTIONS.mail).doc(id).get()).exists));
const auditEntry = (fields: Record<string, string>) => ({ collection: 'users', action: 'prova', actorName: 'Chi agisce', ...fields });

beforeAll(async () => {
  [leaving, staying] = await Promise.all([createUser({ firstName: 'Chiara', lastName: 'Galli' }), createUser()]);
  // Through the sign-in's route: it remembers her device for the attempt budget, which the erasure removes.
  leaving.cookie = await login(leaving.email, leaving.password);
  const uid = leaving.uid;
  const invoiced = {
    userId: uid,
    status: 'completed' as const,
    customerName: 'Chiara Galli',
    customerEmail: leaving.email,
    customerPhone: '3331234567',
    notes: 'Ho il colon irritabile',
    billingNotes: 'Citofono Galli',
    fiscalCode: 'GLLCHR80A41H501X',
    sistemaTsOpposition: true,
    invoiceNumber: '2026-0042',
    invoiceDate: new Date('2026-03-02T10:00:00Z'),
  };
  ids.invoiced = await store('orders', build.order(invoiced));
  // A deposit paid online, not invoiced until the balance (docs/payments.md): the money received stays on the books.
  const deposit = {
    mode: 'deposit' as const,
    amount: 3000,
    remaining: 7000,
    methodType: 'card',
    sessionId: 'cs_test_erasure',
    paymentIntentId: 'pi_test_erasure',
    attempt: 1,
    paidAt: new Date('2026-03-01T10:00:00Z'),
  };
  ids.deposit = await store(
    'orders',
    build.order({ userId: uid, status: 'pending' as const, customerEmail: leaving.email, notes: 'Gonfiore', payment: deposit }),
  );
  ids.pending = await store('orders', build.order({ userId: uid, status: 'pending' as const, customerEmail: leaving.email }));
  ids.cancelled = await store('orders', build.order({ userId: uid, status: 'cancelled' as const, customerEmail: leaving.email }));
  ids.othersOrder = await store('orders', build.order({ userId: staying.uid }));
  ids.contact = await store('contactRequests', build.contactRequest({ email: leaving.email, message: 'Vorrei una consulenza' }));
  ids.othersContact = await store('contactRequests', build.contactRequest({ email: staying.email }));
  ids.diaryRead = await store(
    'adminAudit',
    auditEntry({ actorId: staying.uid, action: 'diary.read', documentId: uid, subjectId: uid, summary: 'Diario di Chiara Galli letto' }),
  );
  ids.role = await store(
    'adminAudit',
    auditEntry({ actorId: staying.uid, documentId: uid, summary: `Invitata «Chiara Galli» (${leaving.email})` }),
  );
  ids.ownAction = await store(
    'adminAudit',
    auditEntry({ actorId: uid, actorName: 'Chiara Galli', documentId: 'un-documento', summary: 'Corso «Chiara» modificato' }),
  );
  const key = emailKey(leaving.email);
  ids.failedSignIn = await store(
    'adminAudit',
    auditEntry({
      actorId: 'sconosciuto',
      action: 'auth.login_failed',
      documentId: key,
      subjectId: key,
      summary: 'Accesso non riuscito da 192.0.2.7',
    }),
  );
  ids.unrelated = await store('adminAudit', auditEntry({ actorId: staying.uid, documentId: 'altro', summary: 'Servizio modificato' }));
});

afterAll(async () => {
  await removeStored();
  await adminAuth.deleteUser(staying.uid);
});

describe('the account export', () => {
  it('holds the contact requests sent with the address and the audit entries about the person', async () => {
    const response = await api<{ contactRequests: { id: string; message: string }[]; auditEntries: { id: string }[] }>(
      '/api/account/export',
      { cookie: leaving.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.body.contactRequests).toEqual([expect.objectContaining({ id: ids.contact, message: 'Vorrei una consulenza' })]);
    const audit = response.body.auditEntries.map((entry) => entry.id);
    expect(audit).toEqual(expect.arrayContaining([ids.diaryRead, ids.role, ids.ownAction, ids.failedSignIn]));
    expect(audit).not.toContain(ids.unrelated);
    expect(new Set(audit).size).toBe(audit.length);
  });
});

describe('DELETE /api/account keeps only what the law keeps', () => {
  it('deletes uninvoiced orders and contact requests, strips invoiced orders and audit entries to what they need', async () => {
    // Her sign-in left a session record and remembered her address for the attempt budget.
    const sessionsOf = () => db.collection(COLLECTIONS.sessions).where('uid', '==', leaving.uid).get();
    const devicesOf = () =>
      db
        .collection(COLLECTIONS.knownDevices)
        .where('subject', 'in', [leaving.uid, emailKey(leaving.email)])
        .get();
    expect((await sessionsOf()).size).toBeGreaterThan(0);
    expect((await devicesOf()).size).toBeGreaterThan(0);
    await settled();
    expect(await contactMailsOf(ids.contact)).toEqual([true, true]);
    const response = await api('/api/account', { method: 'DELETE', cookie: leaving.cookie, body: { password: leaving.password } });
    expect(response.status).toBe(200);

    await settled();
    expect((await sessionsOf()).size).toBe(0);
    expect((await devicesOf()).size).toBe(0);
    expect(await read('orders', ids.pending)).toBeUndefined();
    expect(await read('orders', ids.cancelled)).toBeUndefined();
    expect(await read('contactRequests', ids.contact)).toBeUndefined();
    // The request's e-mails carry her address, name and phone: they go with it.
    expect(await contactMailsOf(ids.contact)).toEqual([false, false]);
    expect((await read('adminAudit', ids.failedSignIn))?.subjectId).toBe(leaving.uid);

    // The invoice: name, tax code, billing address, service, amounts, number, date and the opposition stay.
    expect(await read('orders', ids.invoiced)).toMatchObject({
      userId: null,
      customerEmail: '',
      customerPhone: '',
      notes: '',
      billingNotes: '',
      customerName: 'Chiara Galli',
      fiscalCode: 'GLLCHR80A41H501X',
      billingAddress: 'Via Roma 1',
      billingCity: 'Roma',
      billingPostalCode: '00100',
      serviceId: 'servizio-di-prova',
      totalAmount: 12345,
      invoiceNumber: '2026-0042',
      sistemaTsOpposition: true,
    });
    expect((await read('orders', ids.invoiced))?.invoiceDate.toDate()).toEqual(new Date('2026-03-02T10:00:00Z'));
    // A paid deposit without its invoice yet keeps the payment as an invoiced order keeps its invoice.
    expect(await read('orders', ids.deposit)).toMatchObject({
      userId: null,
      customerEmail: '',
      notes: '',
      status: 'pending',
      payment: { mode: 'deposit', amount: 3000, paymentIntentId: 'pi_test_erasure' },
    });

    // Audit entries keep the uid, the action and the document; the free text and the person's name go.
    expect(await read('adminAudit', ids.diaryRead)).toMatchObject({
      action: 'diary.read',
      subjectId: leaving.uid,
      documentId: leaving.uid,
      actorName: 'Chi agisce',
      summary: ERASED_SUMMARY,
    });
    expect(await read('adminAudit', ids.role)).toMatchObject({ documentId: leaving.uid, summary: ERASED_SUMMARY });
    expect(await read('adminAudit', ids.ownAction)).toMatchObject({
      actorId: leaving.uid,
      actorName: ERASED_ACTOR,
      summary: ERASED_SUMMARY,
    });
    expect(await read('adminAudit', ids.failedSignIn)).toMatchObject({
      action: 'auth.login_failed',
      subjectId: leaving.uid,
      documentId: leaving.uid,
      summary: ERASED_SUMMARY,
    });
    const ownSignIns = await db.collection(COLLECTIONS.adminAudit).where('subjectId', '==', leaving.uid).get();
    expect(ownSignIns.docs.map((entry) => entry.get('summary'))).toEqual(ownSignIns.docs.map(() => ERASED_SUMMARY));
    expect(JSON.stringify(ownSignIns.docs.map((entry) => entry.data()))).not.toContain(leaving.email);

    // Nobody else's data moves.
    expect(await read('orders', ids.othersOrder)).toMatchObject({ userId: staying.uid, customerEmail: 'giulia@example.com' });
    expect(await read('contactRequests', ids.othersContact)).toBeDefined();
    expect(await contactMailsOf(ids.othersContact)).toEqual([true, true]);
    expect(await read('adminAudit', ids.unrelated)).toMatchObject({ summary: 'Servizio modificato' });
  });
});
