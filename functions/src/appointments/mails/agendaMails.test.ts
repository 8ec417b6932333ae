import type { SlotView } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createDoctor, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { book, createVisitService, dayFromToday, doctorFixesFreeTime, openPlace, slotsOf } from '../../../../tools/testing/appointments';
import { uniqueTag } from '../../../../tools/testing/factories';
import { mailsTo, type ReceivedMail, waitForMails } from '../../../../tools/testing/mailDev';
import { bookAs } from '../../../../tools/testing/orders';
import { recordDeliveries } from '../../../../tools/testing/redeliveries';
import { formatRomeDateTime } from '../../shared/format';

/** docs/email.md: the patient's receipt of her request, the doctors' alerts of her own cancellation or move. */
const RECEIVED = 'Richiesta ricevuta';
const CANCELLED = 'Appuntamento disdetto da un paziente';
const MOVED = 'Appuntamento spostato da un paziente';
/** What a patient may write with her booking: it stays in the agenda. */
const NOTES = `Ho la sindrome del colon irritabile ${uniqueTag()}`;
const PRATI = 'Studio Prati, Via Cola di Rienzo 120, 00192 Roma';

let doctor: TestUser;
/** Books with POST /api/appointments, then cancels. */
let cancelling: TestUser;
/** Books from the services page (an order with its visit), then moves it online. */
let moving: TestUser;
let serviceId: string;
let slots: SlotView[];
let deliveries: ReturnType<typeof recordDeliveries>;
const restore: (() => Promise<void>)[] = [];

const when = (start: string) => formatRomeDateTime(new Date(start));
const nameOf = (user: TestUser) => `Giulia ${user === cancelling ? 'Annulla' : 'Sposta'}`;
const appointmentOf = async (user: TestUser) =>
  (await db.collection(COLLECTIONS.appointments).where('userId', '==', user.uid).get()).docs[0]!;

/** No part of any e-mail the address received carries the booking's notes or the service (in the doctors' alerts). */
async function expectNoNotes(address: string, ...absent: string[]) {
  for (const mail of await mailsTo(address)) {
    for (const part of [mail.subject, mail.text, mail.html]) for (const text of [NOTES, ...absent]) expect(part).not.toContain(text);
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

  it('the patient cancels: each doctor is told her name, the time and the studio', async () => {
    const appointment = await appointmentOf(cancelling);
    expect((await api(`/api/appointments/${appointment.id}/cancel`, { method: 'POST', cookie: cancelling.cookie })).status).toBe(200);
    const [mail] = await waitForMails(doctor.email, CANCELLED);
    expect(mail!.text).toContain(`${nameOf(cancelling)} ha disdetto l’appuntamento di ${when(slots[0]!.start)} (${PRATI}).`);
    expect(mail!.text).toMatch(/\/admin\/agenda/);
    const notices = await db
      .collection(COLLECTIONS.notifications)
      .where('userId', '==', doctor.uid)
      .where('type', '==', 'appointment_cancelled_by_patient')
      .get();
    expect(notices.docs.map((notice) => notice.get('message'))).toEqual([
      `${nameOf(cancelling)} · ${when(slots[0]!.start)} · Studio Prati`,
    ]);
  });

  it('the patient moves: each doctor is told her name, the old time and studio and the new ones', async () => {
    const appointment = await appointmentOf(moving);
    const online = (await slotsOf(moving, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body.at(-1)!;
    const moved = await api(`/api/appointments/${appointment.id}/reschedule`, {
      method: 'POST',
      cookie: moving.cookie,
      body: { start: online.start, locationId: 'online' },
    });
    expect(moved.status).toBe(200);
    const [mail] = await waitForMails(doctor.email, MOVED);
    expect(mail!.subject).toBe(`${MOVED}: ${when(online.start)}`);
    expect(mail!.text).toContain(`${nameOf(moving)} ha spostato l’appuntamento di ${when(slots[2]!.start)} (${PRATI}).`);
    expect(mail!.text).toContain(`Il nuovo orario richiesto è ${when(online.start)} (Online (videochiamata)).`);
    // The move replaces the request's alert: one e-mail, not also «Nuova richiesta».
    expect((await mailsTo(doctor.email)).filter((received) => received.subject.startsWith('Nuova richiesta'))).toHaveLength(2);
  });

  it('no e-mail carries the notes, nor the service in the doctor’s; a redelivered notification sends nothing again', async () => {
    await expectNoNotes(doctor.email, `Servizio di prova ${serviceId}`);
    const addresses = [doctor.email, cancelling.email, moving.email];
    const before = await countsOf(addresses);
    expect(await deliveries.redeliver('onNotificationMail', `${COLLECTIONS.notifications}/`)).toBeGreaterThan(5);
    expect(await countsOf(addresses)).toEqual(before);
    expect(before[doctor.email]!.filter((subject: string) => subject.startsWith(CANCELLED) || subject.startsWith(MOVED))).toHaveLength(2);
  });
});
