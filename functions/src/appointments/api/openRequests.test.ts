import type { AppointmentView, SlotView } from '@app/schemas/appointments/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createDoctor, createUser, type TestUser } from '../../../../tools/testing/api';
import {
  book,
  createVisitService,
  dayFromToday,
  doctorCall,
  openPlace,
  removeAppointmentsOf,
  slotsOf,
} from '../../../../tools/testing/appointments';
import { removeTestServices } from '../../../../tools/testing/orders';
import { at } from '../../../../tools/testing/sessionClock';

/** One member holds at most two requests waiting for the doctor (docs/appointments.md, Open requests). */
const PLACE = 'parioli';
const TOO_MANY =
  'Hai già 2 richieste in attesa di conferma: aspetta la risposta della dottoressa o annullane una per chiedere un altro orario';
let doctor: TestUser;
let serviceId: string;
let restore: () => Promise<void>;
const users: string[] = [];

/** A new member, removed with her appointments after the file. */
async function member(): Promise<TestUser> {
  const user = await createUser();
  users.push(user.uid);
  return user;
}

/** Free slots of the first weekday at least two days ahead with enough of them. */
async function freeSlots(user: TestUser, wanted: number): Promise<SlotView[]> {
  for (let days = 2; days < 12; days++) {
    const day = dayFromToday(days);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const slots = (await slotsOf(user, serviceId, PLACE, day)).body;
    if (slots.length >= wanted) return slots;
  }
  throw new Error('no day with enough free slots');
}

const bodyAt = (slot: SlotView) => ({ serviceId, locationId: PLACE, start: slot.start });
const bookAt = (user: TestUser, slot: SlotView) => book(user, bodyAt(slot));
/** Every limited request of this file at one instant: a limit's window never ends midway (docs/testing.md, Races). */
const CLOCK = Date.now();

beforeAll(async () => {
  [doctor, serviceId] = await Promise.all([createDoctor(), createVisitService()]);
  restore = await openPlace(doctor, PLACE);
});

afterAll(async () => {
  await removeAppointmentsOf(users);
  await restore();
  await removeTestServices();
});

describe('open requests per member', () => {
  it('a third request is 409 with the reason and takes no slot; a declined one frees its place', async () => {
    const patient = await member();
    const slots = await freeSlots(patient, 6);
    const first = await bookAt(patient, slots[0]!);
    const second = await bookAt(patient, slots[2]!);
    expect([first.status, second.status]).toEqual([201, 201]);

    const third = await bookAt(patient, slots[4]!);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(TOO_MANY);
    const free = (await slotsOf(patient, serviceId, PLACE, slots[4]!.start.slice(0, 10))).body;
    expect(free.map((slot) => slot.start)).toContain(slots[4]!.start);

    expect((await doctorCall(doctor, `/${first.body.id}/decline`)).status).toBe(200);
    expect((await bookAt(patient, slots[4]!)).status).toBe(201);
    expect((await bookAt(patient, slots[5]!)).status).toBe(409);
  });

  it('four requests of one member at once: exactly two are booked', async () => {
    const patient = await member();
    const slots = await freeSlots(patient, 8);
    const answers = await Promise.all([0, 2, 4, 6].map((index) => bookAt(patient, slots[index]!)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => [answer.status, answer.body.message]))).toEqual([201, 201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.message).toBe(TOO_MANY);
    const mine = await api<{ upcoming: AppointmentView[] }>('/api/appointments', { cookie: patient.cookie });
    expect(mine.body.upcoming.filter((appointment) => appointment.status === 'pending')).toHaveLength(2);
  });

  it('a confirmed visit moved by the patient becomes a request, and counts as one', async () => {
    const patient = await member();
    const slots = await freeSlots(patient, 8);
    const visit = await bookAt(patient, slots[0]!);
    expect((await doctorCall(doctor, `/${visit.body.id}/confirm`)).status).toBe(200);
    expect((await bookAt(patient, slots[2]!)).status).toBe(201);
    expect((await bookAt(patient, slots[4]!)).status).toBe(201);
    const moved = await api<{ message?: string }>(`/api/appointments/${visit.body.id}/reschedule`, {
      method: 'POST',
      cookie: patient.cookie,
      body: { start: slots[6]!.start },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(TOO_MANY);
  });
});

describe('POST /api/admin/appointments/members/{uid}/decline', () => {
  it('is the doctor’s: 401 for a visitor, 403 for a member', async () => {
    const patient = await member();
    expect((await api(`/api/admin/appointments/members/${patient.uid}/decline`, { method: 'POST', body: {} })).status).toBe(401);
    const asMember = await api(`/api/admin/appointments/members/${patient.uid}/decline`, {
      method: 'POST',
      cookie: patient.cookie,
      body: {},
    });
    expect(asMember.status).toBe(403);
  });

  it('declines every open request of the patient with the reason, frees their times and leaves her confirmed visit', async () => {
    const patient = await member();
    const slots = await freeSlots(patient, 8);
    const visit = await bookAt(patient, slots[0]!);
    expect((await doctorCall(doctor, `/${visit.body.id}/confirm`)).status).toBe(200);
    const requests = [await bookAt(patient, slots[2]!), await bookAt(patient, slots[4]!)];
    expect(requests.map((request) => request.status)).toEqual([201, 201]);

    const declined = await api<{ declined: number }>(`/api/admin/appointments/members/${patient.uid}/decline`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { reason: 'Una richiesta alla volta, per favore' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ declined: 2 });

    const mine = await api<{ upcoming: AppointmentView[]; past: AppointmentView[] }>('/api/appointments', { cookie: patient.cookie });
    const byId = new Map([...mine.body.upcoming, ...mine.body.past].map((appointment) => [appointment.id, appointment]));
    expect(byId.get(visit.body.id)?.status).toBe('confirmed');
    for (const request of requests) expect(byId.get(request.body.id)?.status).toBe('declined');
    const free = (await slotsOf(patient, serviceId, PLACE, slots[2]!.start.slice(0, 10))).body.map((slot) => slot.start);
    expect(free).toEqual(expect.arrayContaining([slots[2]!.start, slots[4]!.start]));
    // Nothing open is left to decline.
    const again = await api<{ declined: number }>(`/api/admin/appointments/members/${patient.uid}/decline`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: {},
    });
    expect(again.body).toEqual({ declined: 0 });
  });
});

describe('the rate limit of requests and moves', () => {
  it('the eleventh request or move of an hour is 429 with Retry-After and the Italian reason', async () => {
    const patient = await member();
    const slots = await freeSlots(patient, 12);
    const answers: number[] = [];
    for (let index = 0; index < 10; index++) answers.push((await book(patient, bodyAt(slots[index % 6]!), at(CLOCK))).status);
    expect(answers.filter((status) => status === 429)).toEqual([]);
    const limited = await book(patient, bodyAt(slots[7]!), at(CLOCK));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Hai chiesto o spostato molti appuntamenti nell'ultima ora. Riprova più tardi.");
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
