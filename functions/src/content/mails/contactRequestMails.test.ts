import { COLLECTIONS } from '@app/schemas/shared/collections';
import { practice, practiceEmail } from '@app/schemas/shared/practice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, db, fromClient, settled, SITE_URL } from '../../../../tools/testing/api';
import { uniqueTag } from '../../../../tools/testing/factories';
import { mailsTo, type ReceivedMail, waitForMails } from '../../../../tools/testing/mailDev';
import { recordDeliveries } from '../../../../tools/testing/redeliveries';
import { contactMailIds } from './contactRequestMails';

const ACKNOWLEDGEMENT = 'Abbiamo ricevuto la tua richiesta di consulenza';
/** What the visitor wrote about her health: it stays in the app. */
const HEALTH_TEXT = `Soffro di gonfiore e reflusso da anni ${uniqueTag()}`;

const tag = uniqueTag();
const request = {
  firstName: 'Marta',
  lastName: `Ferri${tag}`,
  email: `contatto-${tag}@prova.test`,
  phone: '+39 333 765 4321',
  consultationType: 'consulenza-ibs',
  message: HEALTH_TEXT,
  privacyAccepted: 'accepted',
};
const alertSubject = `Nuova richiesta di consulenza: Marta Ferri${tag}`;
let deliveries: ReturnType<typeof recordDeliveries>;
let requestId: string;

/** The practice's inbox is shared by every test: this test's alerts are those naming its visitor. */
const alertsOfTest = async () => (await mailsTo(practiceEmail.inbox)).filter((mail) => mail.subject === alertSubject);

const expectNoHealthData = (mail: ReceivedMail) => {
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain(HEALTH_TEXT);
    expect(part).not.toContain('IBS');
  }
};

beforeAll(async () => {
  deliveries = recordDeliveries();
  const response = await api('/api/contact', { method: 'POST', body: request, headers: fromClient() });
  expect(response.status).toBe(200);
  await settled();
  const stored = await db.collection(COLLECTIONS.contactRequests).where('email', '==', request.email).get();
  requestId = stored.docs[0]!.id;
});

afterAll(() => deliveries.stop());

describe('a consultation request’s e-mails', () => {
  it('the visitor gets an acknowledgement with what happens next and the practice’s phone, nothing she wrote', async () => {
    const [mail] = await waitForMails(request.email, ACKNOWLEDGEMENT);
    expect(mail!.text).toContain('ti ricontatterà entro 24 ore');
    expect(mail!.text).toContain(practice.phone);
    expectNoHealthData(mail!);
    expect(mail!.text).not.toContain(request.lastName);
  });

  it('the practice’s inbox gets an alert with her name and contacts and a link to the requests, not her message', async () => {
    const [mail] = await waitForMails(practiceEmail.inbox, alertSubject);
    expect(mail!.text).toContain(`Email: ${request.email}`);
    expect(mail!.text).toContain(`Telefono: ${request.phone}`);
    expect(mail!.text).toContain(`${SITE_URL}/admin/richieste`);
    expectNoHealthData(mail!);
  });

  it('each is queued once under the request’s ids, as transactional e-mails of no member', async () => {
    const ids = contactMailIds(requestId);
    const [acknowledgement, alert] = await Promise.all(
      [ids.acknowledgement, ids.alert].map(async (id) => (await db.collection(COLLECTIONS.mail).doc(id).get()).data()),
    );
    expect(acknowledgement).toMatchObject({ to: request.email, userId: null, category: 'contact', template: 'contactAcknowledgement' });
    expect(alert).toMatchObject({ to: practiceEmail.inbox, userId: null, category: 'contact', template: 'contactAlert' });
    expect(alert!.headers).toBeUndefined();
  });

  it('a redelivered event sends neither again', async () => {
    expect(await deliveries.redeliver('onContactRequestCreated', `${COLLECTIONS.contactRequests}/${requestId}`)).toBe(1);
    expect((await db.collection(COLLECTIONS.mail).where('to', '==', request.email).get()).size).toBe(1);
    expect((await mailsTo(request.email)).filter((mail) => mail.subject === ACKNOWLEDGEMENT)).toHaveLength(1);
    expect(await alertsOfTest()).toHaveLength(1);
  });
});
