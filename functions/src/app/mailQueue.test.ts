import { randomUUID } from 'node:crypto';

import type { EmailPreferences, FailedMailView } from '@app/schemas/notifications/mail';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, settled, SITE_URL, type TestUser } from '../../../tools/testing/api';
import { apiLane } from '../../../tools/testing/apiLane/lane';
import { consent, noonOf, today } from '../../../tools/testing/diary';
import { ACCOUNT_SUBJECTS, headerOf, mailDocumentsTo, mailsTo, type ReceivedMail, waitForMails } from '../../../tools/testing/mailDev';
import { bookAs, completeAs, createTestService, removeTestServices } from '../../../tools/testing/orders';
import { passwordChanged } from '../accounts/mails/passwordChanged';
import { deliverMail, SENDING_ELSEWHERE } from '../notifications/mail/deliver';
import type { MailDoc } from '../notifications/mail/mailCollection';
import { queueMail } from '../notifications/mail/queue';

const COMMENT_SUBJECT = 'La tua nutrizionista ha lasciato un commento';
const INVALID_LINK = 'Il link per disattivare le email non è valido o è scaduto.';

let admin: TestUser;
let patient: TestUser;

beforeAll(async () => {
  [admin, patient] = await Promise.all([createUser({ admin: true, doctor: true }), createUser({ firstName: 'Marta', lastName: 'Bassi' })]);
});

afterAll(async () => {
  await removeTestServices();
  await Promise.all([admin, patient].map((user) => adminAuth.deleteUser(user.uid).catch(() => undefined)));
});

const preferencesOf = (user: TestUser) => api<EmailPreferences>('/api/account/email-preferences', { cookie: user.cookie });
const unsubscribeLinkIn = (mail: ReceivedMail) => {
  const match = /(https?:\/\/\S+\/api\/mail\/unsubscribe\?token=[\w.-]+)/.exec(mail.text);
  if (!match) throw new Error(`Nessun link di disiscrizione in «${mail.subject}»`);
  return new URL(match[1]!);
};
const comment = (text: string) =>
  api(`/api/admin/patients/${patient.uid}/comments`, { method: 'POST', cookie: admin.cookie, body: { day: today(), text } });

describe('the app e-mails', () => {
  it('an order the doctor completes e-mails the patient a payment receipt (not a booking’s confirmation) with the service, the amount in Italian and a link to the invoices', async () => {
    const serviceId = await createTestService({ price: 12345 });
    const order = await bookAs(patient, serviceId);
    await completeAs(admin, order.id);
    const [mail] = await waitForMails(patient.email, 'Pagamento registrato');
    expect(mail!.subject).toBe(`Pagamento registrato: Servizio di prova ${serviceId}`);
    const amount = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(order.totalAmount / 100);
    expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    expect(mail!.text).toContain(amount);
    expect(mail!.text).toContain(`${SITE_URL}/invoices`);
    expect(mail!.html).toContain('Nutrizione Funzionale');
    // A transactional e-mail carries no unsubscribe link.
    expect(await headerOf(mail!, 'List-Unsubscribe')).toBeUndefined();
    expect(await headerOf(mail!, 'Reply-To')).toBe('info@nutrizionefunzionale.example');
  });

  it("a comment on the diary says only that one is waiting: neither the comment nor the diary's text", async () => {
    await consent(patient);
    const entryText = `Gonfiore dopo i legumi ${randomUUID().slice(0, 8)}`;
    const entry = await api('/api/diary', {
      method: 'POST',
      cookie: patient.cookie,
      body: { kind: 'symptoms', occurredAt: noonOf(today()), pain: 3, bloating: 5, notes: entryText },
    });
    expect(entry.status).toBe(201);
    const commentText = `Proviamo a ridurre i legumi ${randomUUID().slice(0, 8)}`;
    expect((await comment(commentText)).status).toBe(201);

    const [mail] = await waitForMails(patient.email, COMMENT_SUBJECT);
    expect(mail!.subject).toBe(COMMENT_SUBJECT);
    expect(mail!.text).toContain(`${SITE_URL}/diario`);
    for (const received of await mailsTo(patient.email)) {
      for (const part of [received.subject, received.text, received.html]) {
        expect(part).not.toContain(entryText);
        expect(part).not.toContain(commentText);
      }
    }
    // A notification: one-click unsubscribe link and headers (RFC 8058).
    const link = unsubscribeLinkIn(mail!);
    expect(await headerOf(mail!, 'List-Unsubscribe')).toBe(`<${link.href}>`);
    expect(await headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(link.searchParams.get('token')).not.toContain(patient.uid);
  });

  it('the unsubscribe link asks first and its button switches the notifications off without a session; an invalid one is a 400 page', async () => {
    const [mail] = await waitForMails(patient.email, COMMENT_SUBJECT);
    const link = unsubscribeLinkIn(mail!);
    expect((await preferencesOf(patient)).body).toEqual({ reminders: true, notifications: true });

    const forged = new URL(link);
    forged.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -2)}xx`);
    for (const bad of [forged, new URL(`${SITE_URL}/api/mail/unsubscribe`), new URL(`${SITE_URL}/api/mail/unsubscribe?token=a.b`)]) {
      const refused = await fetch(bad);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await refused.text()).toContain(INVALID_LINK);
    }
    expect((await preferencesOf(patient)).body).toEqual({ reminders: true, notifications: true });

    // Opening the link (a person, or a mail scanner) only asks.
    const page = await fetch(link); // no cookie
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Non riceverai più email di tipo «Notifiche»');
    expect(html).toContain('<form method="post"');
    expect((await preferencesOf(patient)).body).toEqual({ reminders: true, notifications: true });
    // The page's button: a form post to its own address.
    const action = new URL(/action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&'), SITE_URL);
    const done = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('non riceverai più email di tipo «Notifiche»');
    expect((await preferencesOf(patient)).body).toEqual({ reminders: true, notifications: false });

    // Switched off: the next comment queues no e-mail; transactional ones still go.
    const before = (await mailDocumentsTo(patient.email)).length;
    expect((await comment('Un altro commento')).status).toBe(201);
    await api('/api/auth/password-reset', {
      method: 'POST',
      body: { email: patient.email },
      headers: fromClient(),
    });
    // The local event bridge delivers in order: once the reset e-mail arrived, the comment's trigger has run.
    await waitForMails(patient.email, ACCOUNT_SUBJECTS.resetPassword);
    const documents = await mailDocumentsTo(patient.email);
    expect(documents).toHaveLength(before + 1);
    expect(documents.filter((document) => (document as { template?: string }).template === 'diaryComment')).toHaveLength(1);
  });

  it("RFC 8058's one-click POST works from a mail server (urlencoded, no session), and the profile switches back", async () => {
    const [mail] = await waitForMails(patient.email, COMMENT_SUBJECT);
    const saved = await api<EmailPreferences>('/api/account/email-preferences', {
      method: 'PUT',
      cookie: patient.cookie,
      body: { reminders: true, notifications: true },
    });
    expect(saved.body).toEqual({ reminders: true, notifications: true });
    const oneClick = await fetch(unsubscribeLinkIn(mail!), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await preferencesOf(patient)).body).toEqual({ reminders: true, notifications: false });
    const invalid = await fetch(`${SITE_URL}/api/mail/unsubscribe?token=falso`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(invalid.status).toBe(400);
  });

  it('the preferences answer 400 in Italian for a bad body, and 401 without a session', async () => {
    const bad = await api<{ message: string }>('/api/account/email-preferences', {
      method: 'PUT',
      cookie: patient.cookie,
      body: { reminders: 'sì' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Indica se vuoi ricevere i promemoria');
    expect((await api('/api/account/email-preferences')).status).toBe(401);
  });
});

describe('the delivery', () => {
  const written: string[] = [];
  afterAll(() => Promise.all(written.map((id) => db.collection(COLLECTIONS.mail).doc(id).delete())));
  const newMail = async (fields: Record<string, unknown>) => {
    const reference = db.collection(COLLECTIONS.mail).doc();
    written.push(reference.id);
    await reference.set({ userId: null, category: 'account', template: 'prova', createdAt: new Date(), ...fields });
    return reference;
  };
  const deliveryOf = async (id: string) => ((await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc).delivery!;
  /** A mail document the trigger leaves alone (created as sent), then made pending for a direct delivery. */
  const pendingMailOutsideTheTrigger = async (to: string) => {
    const reference = await newMail({
      to,
      message: { subject: 'Prova di consegna', text: 'Testo', html: '<p>Testo</p>' },
      delivery: { state: 'SUCCESS', attempts: 0 },
    });
    await reference.update({ delivery: { state: 'PENDING', attempts: 0, startTime: null, endTime: null, error: null, info: null } });
    return reference.id;
  };

  it('a document without a recipient or a subject ends in ERROR at once, never a loop of retries', async () => {
    const noRecipient = await newMail({ message: { subject: 'Senza destinatario', text: 'x', html: 'x' } });
    const noSubject = await newMail({ to: `prova-${randomUUID().slice(0, 8)}@prova.test`, message: { text: 'x', html: 'x' } });
    await settled();
    expect(await deliveryOf(noRecipient.id)).toMatchObject({ state: 'ERROR', attempts: 0, error: 'Destinatario mancante o non valido' });
    expect(await deliveryOf(noSubject.id)).toMatchObject({ state: 'ERROR', attempts: 0, error: 'Oggetto mancante' });
  });

  it('five concurrent deliveries of the same document send it once', async () => {
    const id = await pendingMailOutsideTheTrigger(`prova-${randomUUID().slice(0, 8)}@prova.test`);
    let sent = 0;
    const send = async () => {
      sent += 1;
      return { messageId: '<una-volta>', accepted: [], rejected: [], response: '250 OK' };
    };
    // Each either finds the attempt claimed and stops, or meets it in progress and throws (its event comes again).
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => deliverMail(id, send)));
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain(SENDING_ELSEWHERE);
    await deliverMail(id, send); // a delivery that comes again later finds SUCCESS
    expect(sent).toBe(1);
    expect(await deliveryOf(id)).toMatchObject({ state: 'SUCCESS', attempts: 1, info: { messageId: '<una-volta>' } });
  });

  it('a delivery that meets an attempt in progress sends nothing and throws; an attempt claimed long ago is taken over', async () => {
    let sent = 0;
    const send = async () => {
      sent += 1;
      return { messageId: '<ripresa>', accepted: [], rejected: [], response: '250 OK' };
    };
    const claimed = async (startTime: Date) => {
      const id = await pendingMailOutsideTheTrigger(`prova-${randomUUID().slice(0, 8)}@prova.test`);
      await db.collection(COLLECTIONS.mail).doc(id).update({
        deliveryState: 'PROCESSING',
        'delivery.state': 'PROCESSING',
        'delivery.attempts': 1,
        'delivery.startTime': startTime,
      });
      return id;
    };
    const sending = await claimed(new Date());
    await expect(deliverMail(sending, send)).rejects.toThrow(SENDING_ELSEWHERE);
    expect(sent).toBe(0);
    expect(await deliveryOf(sending)).toMatchObject({ state: 'PROCESSING', attempts: 1 });
    // Claimed an hour ago: that attempt died mid-send (its function stopped); the next one sends.
    const died = await claimed(new Date(Date.now() - 60 * 60 * 1000));
    await deliverMail(died, send);
    expect(sent).toBe(1);
    expect(await deliveryOf(died)).toMatchObject({ state: 'SUCCESS', attempts: 2, info: { messageId: '<ripresa>' } });
  });

  it('a failing send is retried up to the last attempt, then ERROR, which the admin sees', async () => {
    process.env.MAIL_MAX_ATTEMPTS = '3';
    const to = `prova-${randomUUID().slice(0, 8)}@prova.test`;
    const id = await pendingMailOutsideTheTrigger(to);
    let tries = 0;
    const failing = async (): Promise<never> => {
      tries += 1;
      throw new Error('Connessione SMTP rifiutata');
    };
    await expect(deliverMail(id, failing)).rejects.toThrow('Connessione SMTP rifiutata');
    expect(await deliveryOf(id)).toMatchObject({ state: 'PENDING', attempts: 1, error: 'Connessione SMTP rifiutata' });
    await expect(deliverMail(id, failing)).rejects.toThrow();
    await deliverMail(id, failing); // the last attempt: recorded, not thrown (no more retries)
    await deliverMail(id, failing); // a late redelivery sends nothing
    expect(tries).toBe(3);
    expect(await deliveryOf(id)).toMatchObject({ state: 'ERROR', attempts: 3, error: 'Connessione SMTP rifiutata' });

    const failed = await api<FailedMailView[]>('/api/admin/mail/failed', { cookie: admin.cookie });
    expect(failed.status).toBe(200);
    expect(failed.body.find((mail) => mail.id === id)).toMatchObject({ to, subject: 'Prova di consegna', attempts: 3 });
    expect((await api('/api/admin/mail/failed', { cookie: patient.cookie })).status).toBe(403);
  });

  it('a permanent refusal of the server (5xx) ends in ERROR at once; a transient one (4xx) is retried', async () => {
    const refusal = (responseCode: number) => async (): Promise<never> => {
      throw Object.assign(new Error(`${responseCode} Error: Bad recipient address syntax`), { responseCode });
    };
    const refused = await pendingMailOutsideTheTrigger(`prova-${randomUUID().slice(0, 8)}@prova.test`);
    await deliverMail(refused, refusal(501));
    expect(await deliveryOf(refused)).toMatchObject({ state: 'ERROR', attempts: 1, error: '501 Error: Bad recipient address syntax' });
    const busy = await pendingMailOutsideTheTrigger(`prova-${randomUUID().slice(0, 8)}@prova.test`);
    await expect(deliverMail(busy, refusal(451))).rejects.toThrow();
    expect(await deliveryOf(busy)).toMatchObject({ state: 'PENDING', attempts: 1 });
  });

  it('at most the configured number of e-mails per recipient and category an hour, under concurrency', async () => {
    process.env.MAIL_PER_RECIPIENT_PER_HOUR = '3';
    process.env.SITE_URL = SITE_URL;
    const to = `limite-${randomUUID().slice(0, 8)}@prova.test`;
    const data = { changedAt: new Date(), resetLink: `${SITE_URL}/password-dimenticata` };
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => queueMail({ template: passwordChanged, data, to, userId: null })));
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(5);
    expect(await mailDocumentsTo(to)).toHaveLength(3);
    expect(await waitForMails(to, ACCOUNT_SUBJECTS.passwordChanged, 3)).toHaveLength(3);
  });

  it('an e-mail sent while SMTP is down arrives after a retry, once', async () => {
    // An address not yet confirmed: the confirmation e-mail is queued by the request itself.
    const user = await createUser({ emailVerified: false });
    // This file's way to MailDev hangs as a stopped server would (no greeting); MailDev itself is shared.
    const smtp = apiLane()!.smtp;
    smtp.pause();
    let id: string;
    try {
      const asked = await api('/api/auth/verification', { method: 'POST', cookie: user.cookie });
      expect(asked.status).toBe(200);
      id = (await mailDocumentsTo(user.email))[0]!.id;
      // The first attempt times out waiting for the server's greeting; the trigger is delivered again
      // and its second attempt connects. (Not settled(): the delivery cannot end while the relay holds it.)
      await smtp.held(2);
      expect((await deliveryOf(id)).attempts).toBeGreaterThanOrEqual(2);
    } finally {
      smtp.resume();
    }
    const [mail, ...more] = await waitForMails(user.email, ACCOUNT_SUBJECTS.verifyEmail);
    expect((await deliveryOf(id)).state).toBe('SUCCESS');
    expect(more).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([mail]);
    expect((await deliveryOf(id)).info?.messageId).toBeTruthy();
    await adminAuth.deleteUser(user.uid);
  });
});
