import { createHash } from 'node:crypto';

import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createDoctor, db, settled, SETUP_TIMEOUT_MS, type TestUser } from '../../../../tools/testing/api';
import { createVisitService, doctorCall, removeAppointmentsOf } from '../../../../tools/testing/appointments';
import { createPatient, eraseDiary, today } from '../../../../tools/testing/diary';
import { removeTestServices } from '../../../../tools/testing/orders';
import { LocalPushService, type TestDevice } from '../../../../tools/testing/pushService';
import { sendReminders } from '../../appointments/reminders';

/** The reminder's appointment: Wednesday 10 March 2027, 10:30 in Rome (CET). */
const START = new Date('2027-03-10T09:30:00Z');
const HOUR = 60 * 60 * 1000;

const service = new LocalPushService();
const subscriptions = db.collection(COLLECTIONS.pushSubscriptions);
const idOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

let patient: TestUser;
let doctor: TestUser;
let serviceId: string;
let phone: TestDevice;
let publicKey: string;

const subscribe = async (device: TestDevice) => {
  const response = await api('/api/push/subscriptions', { method: 'POST', cookie: patient.cookie, body: device.subscription() });
  expect(response.status).toBe(200);
};

/** The device's `count`-th push, once the triggers that send pushes are done. */
async function pushNumber(device: TestDevice, count: number) {
  await settled();
  const pushes = service.pushesTo(device);
  expect(pushes.length).toBeGreaterThanOrEqual(count);
  return pushes[count - 1]!;
}

const doctorWrites = async (text: string) => {
  const response = await api(`/api/admin/conversations/${patient.uid}/messages`, { method: 'POST', cookie: doctor.cookie, body: { text } });
  expect(response.status).toBe(201);
};

beforeAll(async () => {
  await service.start();
  [patient, doctor, serviceId] = await Promise.all([createPatient(), createDoctor(), createVisitService()]);
  // A run that stopped halfway may have left its appointment on the reminder's quarter hours.
  const stale = await db.collection(COLLECTIONS.appointments).where('start', '==', START).get();
  await removeAppointmentsOf(stale.docs.map((document) => document.get('userId') as string));
  await api(`/api/admin/patients/${patient.uid}/messaging`, { method: 'PUT', cookie: doctor.cookie, body: { enabled: true } });
  publicKey = (await api<{ publicKey: string }>('/api/push/public-key', { cookie: patient.cookie })).body.publicKey;
  phone = service.device(`telefono-${patient.uid}`);
  await subscribe(phone);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await service.stop();
  await removeAppointmentsOf([patient.uid]);
  await removeTestServices();
  const left = await subscriptions.where('userId', '==', patient.uid).get();
  await Promise.all(left.docs.map((document) => document.ref.delete()));
  await eraseDiary(patient.uid);
  await Promise.all([patient, doctor].map((user) => adminAuth.deleteUser(user.uid)));
});

describe('push notifications, delivered to a local push service and decrypted as the device would (docs/push.md)', () => {
  it('the doctor’s comment: an encrypted aes128gcm push signed with the VAPID key, that never quotes the comment', async () => {
    const text = 'Il gonfiore cala dopo la cena leggera, nota riservata 5512';
    const created = await api(`/api/admin/patients/${patient.uid}/comments`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { day: today(), text },
    });
    expect(created.status).toBe(201);

    const push = await pushNumber(phone, 1);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(push.body.toString('latin1')).not.toContain('5512');
    expect(phone.decrypt(push)).toEqual({
      title: 'Nuovo commento della nutrizionista',
      body: 'La tua nutrizionista ha commentato il tuo diario.',
      url: '/diario',
      tag: 'diary-comment',
    });
  });

  it('the doctor’s message, without its text; the patient’s own message pushes nothing to them', async () => {
    expect((await api('/api/messages', { method: 'POST', cookie: patient.cookie, body: { text: 'Buongiorno dottoressa' } })).status).toBe(
      201,
    );
    await doctorWrites('Testo riservato della nutrizionista 9931');
    const push = await pushNumber(phone, 2);
    expect(phone.decrypt(push)).toEqual({
      title: 'Nuovo messaggio',
      body: 'Hai un nuovo messaggio dalla tua nutrizionista.',
      url: '/messaggi',
      tag: 'messages',
    });
  });

  it('the appointment’s reminder, by a fixed clock: the day and time only, never the service or the place', async () => {
    const created = await doctorCall(doctor, '', { uid: patient.uid, serviceId, locationId: 'prati', start: START.toISOString() });
    expect(created.status).toBe(201);
    // The agenda's clock 20 hours before the visit: its reminder is due.
    await sendReminders(new Date(START.getTime() - 20 * HOUR));
    const push = await pushNumber(phone, 3);
    expect(phone.decrypt(push)).toEqual({
      title: 'Promemoria appuntamento',
      body: 'Hai un appuntamento mercoledì 10 marzo 2027 alle 10:30.',
      url: '/',
      tag: `appointment-${created.body.id}`,
    });
  });

  it('a device its push service no longer knows (404 or 410) is removed; the others keep receiving', async () => {
    const [gone, unknown] = [service.device(`vecchio-${patient.uid}`), service.device(`sconosciuto-${patient.uid}`)];
    await Promise.all([subscribe(gone), subscribe(unknown)]);
    service.answer(gone, 410);
    service.answer(unknown, 404);
    await doctorWrites('Un altro messaggio');
    await settled();
    expect((await subscriptions.doc(idOf(gone.endpoint)).get()).exists).toBe(false);
    expect((await subscriptions.doc(idOf(unknown.endpoint)).get()).exists).toBe(false);
    expect(service.pushesTo(gone)).toHaveLength(1);
    expect(service.pushesTo(unknown)).toHaveLength(1);
    await pushNumber(phone, 4);
    expect((await subscriptions.doc(idOf(phone.endpoint)).get()).exists).toBe(true);
    // Every delivery is done: the confirmation of the appointment and the patient's own message sent no push.
    await settled();
    expect(service.pushesTo(phone).map((push) => (phone.decrypt(push) as { tag: string }).tag)).toEqual([
      'diary-comment',
      'messages',
      expect.stringMatching(/^appointment-/),
      'messages',
    ]);
  });
});
