import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDoctor, createUser, db, settled, type TestUser } from '../../../tools/testing/api';
import { createVisitService, doctorFixesFreeTime, removeAppointmentsOf } from '../../../tools/testing/appointments';
import { mailsTo, waitForMails } from '../../../tools/testing/mailDev';
import { removeTestServices } from '../../../tools/testing/orders';
import { runAgendaClock } from './reminders';

let doctor: TestUser;
let patient: TestUser;
let serviceId: string;
let appointmentId: string;

const notificationsOf = async (userId: string, type: string) =>
  (await db.collection(COLLECTIONS.notifications).where('userId', '==', userId).where('type', '==', type).get()).size;

beforeAll(async () => {
  [doctor, patient, serviceId] = await Promise.all([createDoctor(), createUser(), createVisitService()]);
  // The doctor fixes a visit a few hours from now, outside the published hours.
  const created = await doctorFixesFreeTime(doctor, { uid: patient.uid, serviceId, locationId: 'prati' }, 5);
  if (created.status === 201) appointmentId = created.body.id;
});

afterAll(async () => {
  await removeAppointmentsOf([patient.uid]);
  await removeTestServices();
});

describe('the appointments’ messages', () => {
  it('a confirmed appointment is e-mailed with its .ics, and notified in the app, without the service or notes', async () => {
    const [mail] = await waitForMails(patient.email, 'Appuntamento confermato');
    expect(mail!.text).toContain('Studio Prati, Via Cola di Rienzo 120, 00192 Roma');
    expect(mail!.text).not.toContain('Servizio di prova');
    const attachments = (mail as unknown as { attachments?: { filename?: string; contentType?: string }[] }).attachments ?? [];
    expect(attachments.map((file) => file.filename)).toContain('appuntamento.ics');
    expect(await notificationsOf(patient.uid, 'appointment_confirmed')).toBe(1);
  });

  it('the reminder goes out once, even when the clock runs twice at once and again', async () => {
    expect(appointmentId).toBeDefined();
    await Promise.all([runAgendaClock(), runAgendaClock()]);
    await runAgendaClock();
    expect(await notificationsOf(patient.uid, 'appointment_reminder')).toBe(1);
    await waitForMails(patient.email, 'Promemoria');
    // Every delivery is done, a duplicate's included: count.
    await settled();
    expect((await mailsTo(patient.email)).filter((mail) => mail.subject.includes('Promemoria'))).toHaveLength(1);
    const stored = await db.collection(COLLECTIONS.appointments).doc(appointmentId).get();
    expect(stored.get('remindedAt')).not.toBeNull();
  });
});
