import type { AppointmentView } from '@app/schemas/appointments/appointments';
import type { PatientOverview } from '@app/schemas/carePlan/patients';
import type { OrderView } from '@app/schemas/services/orders';
import { PACKAGE_MESSAGES } from '@app/schemas/services/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import {
  book,
  createVisitService,
  dayFromToday,
  doctorCall,
  onlinePractice,
  removeAppointmentsOf,
  slotsOf,
} from '../../../../tools/testing/appointments';
import { bookAs, createTestService, removeTestServices } from '../../../../tools/testing/orders';

/** docs/payments.md, Packages that count their visits. */
let doctor: TestUser;
let admin: TestUser;
let controlId: string;
const patients: TestUser[] = [];

beforeAll(async () => {
  ({ doctor, admin, serviceId: controlId } = await onlinePractice());
});
afterAll(async () => {
  await removeAppointmentsOf(patients.map((patient) => patient.uid));
  await removeTestServices();
});

async function newPatient() {
  const patient = await createUser();
  patients.push(patient);
  return patient;
}

/** A program with `includedVisits` bought by the patient and completed by the admin at `completedAt` (now by default). */
async function packageOf(patient: TestUser, includedVisits: number, completedAt?: number) {
  const programId = await createTestService({ includedVisits, validityMonths: 1 });
  const order = await bookAs(patient, programId);
  const completed = await api(`/api/orders/${order.id}/status`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: { status: 'completed' },
    headers: completedAt ? { 'x-test-now': String(completedAt) } : {},
  });
  expect(completed.status).toBe(200);
  return order.id;
}

/** Free online times of the control, a few days ahead (each test takes its own, from its end backwards). */
const freeStarts = async (patient: TestUser, days: [number, number]) =>
  (await slotsOf(patient, controlId, 'online', dayFromToday(days[0]), dayFromToday(days[1]))).body.map((slot) => slot.start);

const bookInPackage = (patient: TestUser, packageOrderId: string, start: string, serviceId = controlId) =>
  book(patient, { serviceId, locationId: 'online', start, packageOrderId }) as Promise<{
    status: number;
    body: AppointmentView & { message?: string };
  }>;

async function ordersOf(patient: TestUser) {
  const answer = await api<OrderView[]>('/api/user/orders', { cookie: patient.cookie });
  expect(answer.status).toBe(200);
  return answer.body;
}
const useOf = async (patient: TestUser, orderId: string) => (await ordersOf(patient)).find((order) => order.id === orderId)!.package;

describe('POST /api/appointments with packageOrderId: a control included in her package', () => {
  it('uses one visit with no order to pay; the last one, then one more: the Italian 409', async () => {
    const patient = await newPatient();
    const packageId = await packageOf(patient, 2);
    expect(await useOf(patient, packageId)).toMatchObject({ includedVisits: 2, used: 0, remaining: 2, expired: false });
    const [first, second, third] = await freeStarts(patient, [3, 4]);

    const booked = await bookInPackage(patient, packageId, first!);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'pending', packageOrderId: packageId });
    // No second payment: the package is her only order.
    expect((await ordersOf(patient)).map((order) => order.id)).toEqual([packageId]);
    expect(await useOf(patient, packageId)).toMatchObject({ used: 1, remaining: 1 });
    // The doctor sees it on the patient's record.
    const record = await api<PatientOverview>(`/api/admin/patients/${patient.uid}`, { cookie: doctor.cookie });
    expect(record.body.orders.find((order) => order.id === packageId)?.package).toMatchObject({ used: 1, remaining: 1 });

    // Confirmed, so that her open requests do not stop the next ones.
    expect((await doctorCall(doctor, `/${booked.body.id}/confirm`)).status).toBe(200);
    const last = await bookInPackage(patient, packageId, second!);
    expect(last.status).toBe(201);
    expect((await doctorCall(doctor, `/${last.body.id}/confirm`)).status).toBe(200);
    expect(await useOf(patient, packageId)).toMatchObject({ used: 2, remaining: 0 });

    const oneMore = await bookInPackage(patient, packageId, third!);
    expect(oneMore.status).toBe(409);
    expect(oneMore.body.message).toBe(PACKAGE_MESSAGES.usedUp(2));
    expect(oneMore.body.message).toBe('Hai già usato tutte le 2 visite del tuo percorso: questa visita si prenota a parte');
  });

  it('a visit the doctor cancels, or a request she declines, gives its visit back', async () => {
    const patient = await newPatient();
    const packageId = await packageOf(patient, 1);
    const [first, second, third] = await freeStarts(patient, [5, 6]);
    const booked = await bookInPackage(patient, packageId, first!);
    expect(booked.status).toBe(201);
    expect((await doctorCall(doctor, `/${booked.body.id}/cancel`)).status).toBe(200);
    expect(await useOf(patient, packageId)).toMatchObject({ used: 0, remaining: 1 });

    const again = await bookInPackage(patient, packageId, second!);
    expect(again.status).toBe(201);
    expect((await doctorCall(doctor, `/${again.body.id}/decline`)).status).toBe(200);
    const thirdTime = await bookInPackage(patient, packageId, third!);
    expect(thirdTime.status).toBe(201);
    expect(await useOf(patient, packageId)).toMatchObject({ used: 1, remaining: 0 });
  });

  it('of two bookings of the last visit at once, exactly one lands, whichever runs first', async () => {
    const patient = await newPatient();
    const packageId = await packageOf(patient, 1);
    const [one, other] = await freeStarts(patient, [7, 8]);
    const answers = await Promise.all([bookInPackage(patient, packageId, one!), bookInPackage(patient, packageId, other!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(PACKAGE_MESSAGES.usedUp(1));
    expect(await useOf(patient, packageId)).toMatchObject({ used: 1, remaining: 0 });
  });

  it('an ended package says so, at booking and in her orders', async () => {
    const patient = await newPatient();
    // Completed three months ago, valid for one.
    const completedAt = Date.now() - 90 * 24 * 60 * 60 * 1000;
    const packageId = await packageOf(patient, 3, completedAt);
    const use = await useOf(patient, packageId);
    expect(use).toMatchObject({ used: 0, remaining: 3, expired: true });
    const [start] = await freeStarts(patient, [9, 10]);
    const refused = await bookInPackage(patient, packageId, start!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PACKAGE_MESSAGES.expired(use!.validUntil));
    expect(refused.body.message).toMatch(/^Il tuo percorso è scaduto il \d{1,2} \w+ \d{4}: questa visita si prenota a parte$/);
  });

  it('is hers only, a completed package only, and a control only', async () => {
    const [patient, other] = await Promise.all([newPatient(), newPatient()]);
    const packageId = await packageOf(patient, 2);
    const [start] = await freeStarts(patient, [11, 12]);

    const someoneElses = await bookInPackage(other, packageId, start!);
    expect([someoneElses.status, someoneElses.body.message]).toEqual([404, 'Ordine non trovato']);

    const pending = await bookAs(patient, await createTestService({ includedVisits: 2, validityMonths: 1 }));
    const notYet = await bookInPackage(patient, pending.id, start!);
    expect([notYet.status, notYet.body.message]).toEqual([409, PACKAGE_MESSAGES.notAPackage]);

    const consultationId = await createVisitService('consultation');
    const [consultationStart] = (await slotsOf(patient, consultationId, 'online', dayFromToday(11), dayFromToday(12))).body;
    const notAControl = await bookInPackage(patient, packageId, consultationStart!.start, consultationId);
    expect([notAControl.status, notAControl.body.message]).toEqual([400, PACKAGE_MESSAGES.onlyControls]);
    expect(await useOf(patient, packageId)).toMatchObject({ used: 0, remaining: 2 });
  });
});
