import type { SlotView } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDoctor, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { book, createVisitService, dayFromToday, doctorFixesFreeTime, openPlace, slotsOf } from '../../../../tools/testing/appointments';
import { uniqueTag } from '../../../../tools/testing/factories';
import { mailsTo, type ReceivedMail, waitForMails } from '../../../../tools/testing/mailDev';
import { bookAs } from '../../../../tools/testing/orders';
import { recordDeliveries } from '../../../../tools/testing/redeliveries';
import { formatRomeDateTime } from '../../shared/format';

/** docs/email.md: the patient's receipt of her request. */
const RECEIVED = 'Richiesta ricevuta';
/** What a patient may write with her booking: it stays in the agenda. */
const NOTES = `Ho la sindrome del colon irritabile ${uniqueTag()}`;
const PRATI = 'Studio Prati, Via Cola di Rienzo 120, 00192 Roma';

let doctor: TestUser;
/** Books with POST /api/appointments. */
let cancelling: TestUser;
/** Books from the services page (an order with its visit). */
let moving: TestUser;
let serviceId: string;
let slots: SlotView[];
let deliveries: ReturnType<typeof recordDeliveries>;
const restore: (() => Promise<void>)[] = [];

const when = (start: string) => formatRomeDateTime(new Date(start));

/** No part of any e-mail the address received carries the booking's notes. */
async function expectNoNotes(address: string) {
  for (const mail of await mailsTo(address)) {
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(NOTES);
  }
}

/** How many e-mails each address has received with each subject. */
const countsOf = async (addresses: string[]) =>
  Object.fromEntries(
    await Promise.all(
      addresses.map(async (address) => [address, ((await mailsTo(address)) as ReceivedMail[]).map((mail) => mail.subject).sort()] as const),
    ),
  );

beforeAll(async () => {
  deliveries = recordDeliveries();
  [doctor, cancelling, moving, serviceId] = await Promise.all([
    createDoctor(),
    createUser({ firstName: 'Giulia', lastName: 'Annulla' }),
    createUser({ firstName: 'Giulia', lastName: 'Sposta' }),
    createVisitService(),
  ]);
  restore.push(await openPlace(doctor, 'prati'), await openPlace(doctor, 'online'));
  slots = (await slotsOf(cancelling, serviceId, 'prati', dayFromToday(3), dayFromToday(9))).body;
});

afterAll(async () => {
  deliveries.stop();
  await settled();
  for (const undo of restore) await undo();
});

describe('the agenda’s e-mails', () => {
  it('a patient’s booking: she gets «Richiesta ricevuta» with the service, the time in Rome and the studio, without her notes', async () => {
    const booked = await book(cancelling, { serviceId, locationId: 'prati', start: slots[0]!.start, notes: NOTES });
    expect(booked.status).toBe(201);
    const [mail] = await waitForMails(cancelling.email, RECEIVED);
    expect(mail!.subject).toBe(`${RECEIVED}: ${when(slots[0]!.start)}`);
    expect(mail!.text).toContain(`Hai chiesto «Servizio di prova ${serviceId}» per ${when(slots[0]!.start)} (${PRATI}).`);
    expect(mail!.text).toContain('La nutrizionista la confermerà');
    await expectNoNotes(cancelling.email);
    const queued = await db.collection(COLLECTIONS.mail).where('to', '==', cancelling.email).get();
    expect(queued.docs.map((document) => [document.get('template'), document.get('category')])).toEqual([
      ['appointmentReceived', 'appointments'],
    ]);
    await waitForMails(doctor.email, 'Nuova richiesta di appuntamento');
  });

  it('booked from the services page with her order, the receipt goes too', async () => {
    await bookAs(moving, serviceId, { notes: NOTES, appointment: { locationId: 'prati', start: slots[2]!.start } });
    const [mail] = await waitForMails(moving.email, RECEIVED);
    expect(mail!.text).toContain(`${when(slots[2]!.start)} (${PRATI})`);
    await expectNoNotes(moving.email);
  });

  it('a visit the doctor books for her is confirmed, not received', async () => {
    const patient = await createUser();
    const created = await doctorFixesFreeTime(doctor, { uid: patient.uid, serviceId, locationId: 'prati' }, 30);
    expect(created.status).toBe(201);
    await waitForMails(patient.email, 'Appuntamento confermato');
    expect((await mailsTo(patient.email)).map((mail) => mail.subject)).not.toContainEqual(expect.stringContaining(RECEIVED));
  });

  it('no e-mail carries the notes; a redelivered notification sends nothing again', async () => {
    await expectNoNotes(doctor.email);
    const addresses = [doctor.email, cancelling.email, moving.email];
    const before = await countsOf(addresses);
    expect(await deliveries.redeliver('onNotificationMail', `${COLLECTIONS.notifications}/`)).toBeGreaterThan(5);
    expect(await countsOf(addresses)).toEqual(before);
  });
});
