import type { PatientListItem } from '@app/schemas/carePlan/patients';
import type { ContactRequestView, PatientFromRequestView } from '@app/schemas/content/contactRequests';
import { contactContract } from '@app/schemas/content/contract';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, settled, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { build, removeStored, store, uniqueTag } from '../../../../tools/testing/factories';
import { ACCOUNT_SUBJECTS, actionLinkIn, latestMail, mailDocumentsTo } from '../../../../tools/testing/mailDev';

let admin: TestUser;
let member: TestUser;
const made: string[] = [];

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true, doctor: true, firstName: 'Chiara', lastName: 'Studio' }), createUser()]);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await removeStored();
  await Promise.all([admin.uid, member.uid, ...made].map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)));
});

/** The e-mails to an address but the acknowledgement every request gets (content/mails/contactRequestMails.ts). */
const invitationsTo = async (email: string) =>
  (await mailDocumentsTo(email)).filter((mail) => (mail as { template?: string }).template !== 'contactAcknowledgement');

const newRequest = (changes: Record<string, string> = {}) =>
  store(
    'contactRequests',
    build.contactRequest({
      firstName: 'Marta',
      lastName: 'Neri',
      email: `marta-${uniqueTag()}@prova.test`,
      phone: '+39 349 555 0101',
      ...changes,
    }),
  );
const makePatient = (id: string, cookie: string | undefined = admin.cookie) =>
  api<PatientFromRequestView & { message?: string }>(`/api/contact-requests/${id}/patient`, { method: 'POST', cookie });
const markHandled = (id: string, cookie: string | undefined = admin.cookie) =>
  api<ContactRequestView & { message?: string }>(`/api/contact-requests/${id}/handled`, { method: 'POST', cookie });
const listed = async (id: string) =>
  (await api<ContactRequestView[]>('/api/contact-requests', { cookie: admin.cookie })).body.find((request) => request.id === id);
const stored = async (id: string) => (await db.collection(COLLECTIONS.contactRequests).doc(id).get()).data()!;
const auditActions = async (id: string) =>
  (await db.collection(COLLECTIONS.adminAudit).where('documentId', '==', id).get()).docs.map((entry) => entry.get('action') as string);

describe('POST /api/contact-requests/{id}/patient and /handled', () => {
  it('answer 401 to a visitor, 403 to a member, 404 for an unknown request, writing nothing', async () => {
    const id = await newRequest();
    for (const call of [makePatient, markHandled]) {
      expect((await call(id, '')).status).toBe(401);
      expect((await call(id, member.cookie)).status).toBe(403);
      const unknown = await call('nessuna-richiesta');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Richiesta non trovata');
    }
    expect((await stored(id)).handledAt).toBeUndefined();
  });

  it("'Crea paziente' invites the request's address with its names and phone and marks the request handled, once", async () => {
    const id = await newRequest();
    const email = (await stored(id)).email as string;
    const response = await makePatient(id);
    expect(response.status).toBe(201);
    const { patient, request } = response.body;
    made.push(patient.userId);
    expect(patient).toMatchObject({
      email,
      firstName: 'Marta',
      lastName: 'Neri',
      existing: false,
      link: expect.stringContaining('/account/azione'),
    });
    expect(request).toMatchObject({ id, handledBy: admin.uid, handledByName: 'Chiara Studio', patientId: patient.userId });
    expect(response.roundTrips).toBeLessThanOrEqual(contactContract.createPatientFromRequest.roundTrips);

    // The account, its profile with the request's phone, the invitation e-mail with the answer's link.
    expect((await adminAuth.getUser(patient.userId)).email).toBe(email);
    expect((await db.collection(COLLECTIONS.users).doc(patient.userId).get()).data()).toMatchObject({
      firstName: 'Marta',
      phone: '+39 349 555 0101',
    });
    expect(actionLinkIn(await latestMail(email, ACCOUNT_SUBJECTS.invitation)).href).toBe(patient.link);
    // Stored: when and by whom; listed as 'Gestita da … il …'.
    expect(await stored(id)).toMatchObject({ handledBy: admin.uid, patientId: patient.userId, handledAt: expect.anything() });
    expect(await listed(id)).toMatchObject({ handledByName: 'Chiara Studio', handledAt: expect.any(String), patientId: patient.userId });
    expect((await auditActions(id)).sort()).toEqual(['contact.patient']);

    // A second time is a 409, and nothing more is made.
    const again = await makePatient(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Questa richiesta è già stata gestita');
    expect(await auditActions(id)).toHaveLength(1);

    // She is a patient the doctor finds by the request's phone at once (among all the members: nothing booked yet).
    const found = await api<PatientListItem[]>('/api/admin/patients?all=1&q=349%20555', { cookie: admin.cookie });
    expect(found.body.map((item) => item.id)).toEqual([patient.userId]);
  });

  it('links an address that already has an account, sending no invitation, and gives her the phone she lacked', async () => {
    const existing = await createUser({ firstName: 'Anna', lastName: 'Già' });
    made.push(existing.uid);
    const id = await newRequest({ email: existing.email });
    const response = await makePatient(id);
    expect(response.status).toBe(201);
    expect(response.body.patient).toEqual({
      userId: existing.uid,
      email: existing.email,
      firstName: 'Anna',
      lastName: 'Già',
      link: null,
      existing: true,
    });
    expect(response.body.request.patientId).toBe(existing.uid);
    expect(response.roundTrips).toBeLessThanOrEqual(contactContract.createPatientFromRequest.roundTrips);
    expect((await db.collection(COLLECTIONS.users).doc(existing.uid).get()).get('phone')).toBe('+39 349 555 0101');
    await settled();
    expect(await invitationsTo(existing.email)).toEqual([]);
  });

  it("'Segna come gestita' marks it with who and when, without an invitation; then it cannot become a patient here", async () => {
    const id = await newRequest();
    const response = await markHandled(id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      handledBy: admin.uid,
      handledByName: 'Chiara Studio',
      patientId: null,
      handledAt: expect.any(String),
    });
    expect(response.roundTrips).toBeLessThanOrEqual(contactContract.markContactRequestHandled.roundTrips);
    expect(await stored(id)).toMatchObject({ handledBy: admin.uid, handledAt: expect.anything() });
    expect((await stored(id)).patientId).toBeUndefined();
    expect(await auditActions(id)).toEqual(['contact.handled']);
    expect((await markHandled(id)).status).toBe(409);
    const late = await makePatient(id);
    expect(late.status).toBe(409);
    await settled();
    expect(await invitationsTo((await stored(id)).email as string)).toEqual([]);
  });
});
