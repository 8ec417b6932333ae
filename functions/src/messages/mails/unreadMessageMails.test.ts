import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, SITE_URL, type TestUser } from '../../../../tools/testing/api';
import { waitForMails } from '../../../../tools/testing/mailDev';
import { mailUnreadMessages } from './unreadMessageMails';

const MINUTE = 60 * 1000;
const TO_DOCTOR = 'Nuovo messaggio da un paziente';
const TO_PATIENT = 'Hai un nuovo messaggio dalla tua nutrizionista';

let patient: TestUser;
let doctor: TestUser;

/** The mail documents queued for this conversation to one recipient (their ids name both). */
async function mailsAbout(recipient: TestUser) {
  const snapshot = await db.collection('mail').where('userId', '==', recipient.uid).get();
  return snapshot.docs.filter((document) => document.id.startsWith(`messages_${patient.uid}_`));
}

beforeAll(async () => {
  // The check runs here, outside the functions: the parameters the emulators read.
  process.env.SITE_URL = SITE_URL;
  process.env.MAIL_LINK_SECRET = 'segreto-locale-dei-link';
  process.env.MAIL_PER_RECIPIENT_PER_HOUR = '10';
  patient = await createUser({ firstName: 'Anna', lastName: 'Verdi' });
  // Messages other tests left unread are e-mailed now, before this doctor exists as one: the
  // doctor then receives only this test's e-mail, within the per-recipient limit.
  await mailUnreadMessages(new Date(Date.now() + 24 * 60 * MINUTE));
  doctor = await createUser({ doctor: true, firstName: 'Chiara', lastName: 'Rossi' });
  // The profile mirrors the role, as a role change through the admin area writes it.
  await db.collection('users').doc(doctor.uid).set({ isDoctor: true }, { merge: true });
  await api(`/api/admin/patients/${patient.uid}/messaging`, { method: 'PUT', cookie: doctor.cookie, body: { enabled: true } });
}, 120_000);

afterAll(async () => {
  await Promise.all([patient, doctor].map((user) => adminAuth.deleteUser(user.uid).catch(() => undefined)));
});

describe('the unread-message e-mail (docs/messages.md)', () => {
  it('goes once, after 15 minutes unread, never with the text; at most one an hour per conversation', async () => {
    const text = 'Testo riservato del paziente 7781';
    expect((await api('/api/messages', { method: 'POST', cookie: patient.cookie, body: { text } })).status).toBe(201);
    const now = Date.now();

    // Not before 15 minutes.
    await mailUnreadMessages(new Date(now + 14 * MINUTE));
    expect(await mailsAbout(doctor)).toHaveLength(0);

    await mailUnreadMessages(new Date(now + 16 * MINUTE));
    await mailUnreadMessages(new Date(now + 17 * MINUTE));
    expect(await mailsAbout(doctor)).toHaveLength(1);
    const [received] = await waitForMails(doctor.email, TO_DOCTOR);
    expect(received!.subject).toBe(TO_DOCTOR);
    expect(`${received!.text} ${received!.html}`).not.toContain('7781');

    // Another message within the hour: no second e-mail.
    await api('/api/messages', { method: 'POST', cookie: patient.cookie, body: { text: 'Ancora io' } });
    await mailUnreadMessages(new Date(now + 40 * MINUTE));
    expect(await mailsAbout(doctor)).toHaveLength(1);
    // After the hour, still unread: one more.
    await mailUnreadMessages(new Date(now + 80 * MINUTE));
    expect(await mailsAbout(doctor)).toHaveLength(2);
  });

  it('a message read within 15 minutes sends nothing; the doctor’s unread reply e-mails the patient', async () => {
    const reply = await api(`/api/admin/conversations/${patient.uid}/messages`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { text: 'Risposta riservata 5512' },
    });
    expect(reply.status).toBe(201);
    const now = Date.now();
    await mailUnreadMessages(new Date(now + 16 * MINUTE));
    expect(await mailsAbout(patient)).toHaveLength(1);
    const [received] = await waitForMails(patient.email, TO_PATIENT);
    expect(`${received!.text} ${received!.html}`).not.toContain('5512');

    await api(`/api/admin/conversations/${patient.uid}/messages`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { text: 'Letto subito' },
    });
    expect((await api('/api/messages/read', { method: 'POST', cookie: patient.cookie })).status).toBe(200);
    await mailUnreadMessages(new Date(now + 2 * 60 * MINUTE));
    expect(await mailsAbout(patient)).toHaveLength(1);
  });
});
