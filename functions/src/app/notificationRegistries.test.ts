import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build, removeStored, store, uniqueTag } from '../../../tools/testing/factories';
import { appointments } from '../appointments/data/appointments';
import { messagePush } from '../messages/pushes';
import type { NewNotification } from '../notifications/mail/notificationMail';
import { siteLink } from '../notifications/mail/queue';
import { MAIL_TEMPLATES } from './mailTemplates';
import { DOMAIN_MAILS, NOTIFICATION_MAILS } from './notificationMails';
import { DOMAIN_PUSHES, NOTIFICATION_PUSHES } from './notificationPushes';

/** Wednesday 10 March 2027, 10:30 to 11:30 in Rome (CET). */
const START = new Date('2027-03-10T09:30:00Z');
const END = new Date('2027-03-10T10:30:00Z');

/** The types that send an e-mail (those before each domain wrote its own, and the agenda's since): the template and the link's path. */
const MAILED: Record<string, [template: string, path: string]> = {
  order_completed: ['orderConfirmed', '/invoices'],
  order_cancelled: ['orderCancelled', '/my-services'],
  deposit_paid: ['depositReceived', '/my-services'],
  diary_comment: ['diaryComment', '/diario'],
  meal_plan_published: ['mealPlanPublished', '/piano'],
  fodmap_reminder: ['fodmapReminder', '/diario'],
  appointment_requested: ['appointmentRequested', '/admin/agenda'],
  appointment_received: ['appointmentReceived', '/'],
  appointment_cancelled_by_patient: ['appointmentCancelledByPatient', '/admin/agenda'],
  appointment_moved_by_patient: ['appointmentMovedByPatient', '/admin/agenda'],
  appointment_confirmed: ['appointmentConfirmed', '/'],
  appointment_reopened: ['appointmentReopened', '/'],
  appointment_declined: ['appointmentDeclined', '/services'],
  appointment_released: ['appointmentReleased', '/services'],
  appointment_moved: ['appointmentMoved', '/'],
  appointment_cancelled: ['appointmentCancelled', '/services'],
  appointment_reminder: ['appointmentReminder', '/'],
};
/** The agenda's notices whose e-mail carries the appointment's .ics. */
const WITH_CALENDAR = ['appointment_confirmed', 'appointment_reopened', 'appointment_moved'];

/** The types that went to the member's devices before each domain wrote its pushes, with their fixed texts. */
const PUSHED = {
  appointment_reminder: {
    title: 'Promemoria appuntamento',
    body: 'Hai un appuntamento mercoledì 10 marzo 2027 alle 10:30.',
    url: '/',
    tag: 'appointment-{id}',
  },
  diary_comment: {
    title: 'Nuovo commento della nutrizionista',
    body: 'La tua nutrizionista ha commentato il tuo diario.',
    url: '/diario',
    tag: 'diary-comment',
  },
};

/** The notification types that more than one domain claims, each with those domains. */
function claimedTwice(records: Record<string, object>) {
  const owners = new Map<string, string[]>();
  for (const [domain, record] of Object.entries(records)) {
    for (const type of Object.keys(record)) owners.set(type, [...(owners.get(type) ?? []), domain]);
  }
  return [...owners].filter(([, domains]) => domains.length > 1);
}

const appointmentId = `prova-${uniqueTag()}`;
const cancelledId = `prova-${uniqueTag()}`;
const cancelledByPatientId = `prova-${uniqueTag()}`;
let orderId: string;

/** A notification of this type about the order or the appointment of the test, as its builders read it. */
const notification = (type: string): NewNotification => ({
  userId: 'utente-di-prova',
  type,
  relatedId: type.startsWith('order_') || type === 'deposit_paid' ? orderId : type.startsWith('appointment_') ? appointmentId : null,
});

/** Writes an appointment of the test at START, in Studio Prati. */
const storeAppointment = (id: string, status: 'confirmed' | 'cancelled', cancelledBy?: 'patient') =>
  appointments.ref(id).set(
    appointments.insertData({
      userId: 'utente-di-prova',
      patientName: 'Giulia Bianchi',
      serviceId: 'servizio-di-prova',
      serviceName: 'Visita di controllo',
      locationId: 'prati',
      start: START,
      end: END,
      status,
      notes: '',
      orderId: null,
      slotIds: [],
      sequence: 0,
      expiresAt: null,
      declineReason: '',
      remindedAt: null,
      meetingRoom: null,
      ...(cancelledBy && { cancelledBy }),
    }),
  );

beforeAll(async () => {
  // A deposit paid online on it: its receipt reads the amount paid.
  const payment = {
    mode: 'deposit' as const,
    amount: 3000,
    remaining: 9345,
    methodType: 'card',
    sessionId: 'cs_prova',
    paymentIntentId: 'pi_prova',
    attempt: 1,
    paidAt: START,
  };
  orderId = await store('orders', build.order({ totalAmount: 12345, payment }));
  await Promise.all([
    storeAppointment(appointmentId, 'confirmed'),
    storeAppointment(cancelledId, 'cancelled'),
    storeAppointment(cancelledByPatientId, 'cancelled', 'patient'),
  ]);
});

afterAll(async () => {
  await removeStored();
  await Promise.all([appointmentId, cancelledId, cancelledByPatientId].map((id) => appointments.ref(id).delete()));
});

describe('the e-mails of the notifications, each written by its domain (app/notificationMails.ts gathers them)', () => {
  it('no notification type is claimed by two domains, and the types that sent an e-mail still do', () => {
    expect(claimedTwice(DOMAIN_MAILS)).toEqual([]);
    expect(Object.keys(NOTIFICATION_MAILS).sort()).toEqual(Object.keys(MAILED).sort());
  });

  it.each(Object.entries(MAILED).map(([type, [template, path]]) => [type, template, path]))(
    '%s sends %s, linking to %s',
    async (type, template, path) => {
      const mail = await NOTIFICATION_MAILS[type]!(notification(type));
      expect(mail?.template.name).toBe(template);
      expect(MAIL_TEMPLATES).toContain(mail?.template);
      expect(mail?.data).toMatchObject({ link: siteLink(path) });
      expect(mail?.attachments?.map((file) => file.filename)).toEqual(WITH_CALENDAR.includes(type) ? ['appuntamento.ics'] : undefined);
    },
  );

  it('a cancellation by the patient is told to her as hers (“Hai disdetto…”), not as the practice’s', async () => {
    const type = 'appointment_cancelled';
    const mail = await NOTIFICATION_MAILS[type]!({ ...notification(type), relatedId: cancelledByPatientId });
    expect(mail?.template.name).toBe('appointmentCancelledByYou');
    expect(MAIL_TEMPLATES).toContain(mail?.template);
    expect(mail!.template.subject(mail!.data)).toMatch(/^Appuntamento disdetto: /);
    expect(mail!.template.content(mail!.data).heading).toBe('Hai disdetto il tuo appuntamento');
  });

  it('the order’s and the appointment’s read their document as it is now, and send nothing once it is gone', async () => {
    expect((await NOTIFICATION_MAILS.order_completed!(notification('order_completed')))?.data).toEqual({
      serviceName: 'la tua consulenza',
      amountCents: 12345,
      link: siteLink('/invoices'),
    });
    expect((await NOTIFICATION_MAILS.appointment_confirmed!(notification('appointment_confirmed')))?.data).toMatchObject({
      startsAt: START,
      place: expect.stringMatching(/^Studio Prati, /),
    });
    const gone = { userId: 'utente-di-prova', relatedId: 'prova-nessuno' };
    expect(await NOTIFICATION_MAILS.order_cancelled!({ ...gone, type: 'order_cancelled' })).toBeUndefined();
    expect(await NOTIFICATION_MAILS.appointment_moved!({ ...gone, type: 'appointment_moved' })).toBeUndefined();
  });
});

describe('the pushes of the notifications and messages, each written by its domain (app/notificationPushes.ts gathers them)', () => {
  it('no notification type is claimed by two domains, and the types that were pushed still are', () => {
    expect(claimedTwice(DOMAIN_PUSHES)).toEqual([]);
    expect(Object.keys(NOTIFICATION_PUSHES).sort()).toEqual(Object.keys(PUSHED).sort());
  });

  it.each(Object.entries(PUSHED))('%s pushes its fixed text', async (type, payload) => {
    expect(await NOTIFICATION_PUSHES[type]!(notification(type))).toEqual({ ...payload, tag: payload.tag.replace('{id}', appointmentId) });
  });

  it('the reminder announces its appointment only while it is confirmed', async () => {
    const reminder = { userId: 'utente-di-prova', type: 'appointment_reminder', relatedId: cancelledId };
    expect(await NOTIFICATION_PUSHES.appointment_reminder!(reminder)).toBeUndefined();
  });

  it('a message the doctor wrote is pushed without its text; the patient’s and the automatic reply are not', () => {
    expect(messagePush({ from: 'doctor', automatic: false })).toEqual({
      title: 'Nuovo messaggio',
      body: 'Hai un nuovo messaggio dalla tua nutrizionista.',
      url: '/messaggi',
      tag: 'messages',
    });
    expect(messagePush({ from: 'patient', automatic: false })).toBeUndefined();
    expect(messagePush({ from: 'doctor', automatic: true })).toBeUndefined();
  });
});
