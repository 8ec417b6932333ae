import type { AppointmentView, LocationView, SlotView } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createDoctor, createUser, db, type TestUser } from '../../../../tools/testing/api';
import {
  book,
  createVisitService,
  dayFromToday,
  doctorCall,
  doctorFixesFreeTime,
  openPlace,
  removeAppointmentsOf,
  slotsOf,
} from '../../../../tools/testing/appointments';
import { bookingBody, removeTestServices } from '../../../../tools/testing/orders';

const PLACE = 'monteverde';
let doctor: TestUser;
let member: TestUser;
let other: TestUser;
let serviceId: string;
let restore: () => Promise<void>;
const users: string[] = [];
const closures: string[] = [];
const romeDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(instant));

/** The first weekday (Monday to Friday) at least two days ahead, and its free slots. */
async function freeWeekdaySlots(user: TestUser): Promise<SlotView[]> {
  for (let days = 2; days < 10; days++) {
    const day = dayFromToday(days);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const slots = (await slotsOf(user, serviceId, PLACE, day)).body;
    if (slots.length > 2) return slots;
  }
  throw new Error('no free weekday');
}

beforeAll(async () => {
  [doctor, member, other, serviceId] = await Promise.all([createDoctor(), createUser(), createUser(), createVisitService()]);
  users.push(member.uid, other.uid);
  restore = await openPlace(doctor, PLACE);
});

afterAll(async () => {
  await removeAppointmentsOf(users);
  await Promise.all(closures.map((id) => db.collection(COLLECTIONS.availabilityExceptions).doc(id).delete()));
  await restore();
  await removeTestServices();
});

describe('GET /api/locations', () => {
  it('lists the six studios in Rome with address and hours, and online, to anyone', async () => {
    const response = await api<LocationView[]>('/api/locations');
    expect(response.status).toBe(200);
    const studios = response.body.filter((location) => location.kind === 'studio');
    expect(studios).toHaveLength(6);
    expect(studios.every((studio) => studio.city === 'Roma' && studio.address?.includes('Roma'))).toBe(true);
    expect(studios.find((studio) => studio.id === 'prati')).toMatchObject({
      name: 'Studio Prati',
      address: 'Via Cola di Rienzo 120, 00192 Roma',
    });
    expect(studios[0]!.hours).toContainEqual({ weekday: 1, opens: '09:00', closes: '19:00' });
    expect(studios[0]!.hours).toContainEqual({ weekday: 6, opens: '09:00', closes: '13:00' });
    expect(response.body.map((location) => location.id)).toContain('online');
  });
});

describe('availability', () => {
  it('is the doctor’s: 401 for a visitor, 403 for a member', async () => {
    expect((await api('/api/admin/availability')).status).toBe(401);
    expect((await api('/api/admin/availability', { cookie: member.cookie })).status).toBe(403);
    const put = await api(`/api/admin/availability/${PLACE}`, { method: 'PUT', cookie: member.cookie, body: { weekly: [] } });
    expect(put.status).toBe(403);
  });

  it('takes weekly hours within the opening hours only, and answers them', async () => {
    const outside = await api(`/api/admin/availability/${PLACE}`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { weekly: [{ weekday: 6, start: '09:00', end: '18:00' }] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ message: 'Gli orari devono stare dentro quelli di apertura dello studio' });
    const badTime = await api(`/api/admin/availability/${PLACE}`, {
      method: 'PUT',
      cookie: doctor.cookie,
      body: { weekly: [{ weekday: 1, start: '9', end: '18:00' }] },
    });
    expect(badTime.status).toBe(400);
    expect((await api('/api/admin/availability/altrove', { method: 'PUT', cookie: doctor.cookie, body: { weekly: [] } })).status).toBe(404);
    const overview = await api<{ availability: { locationId: string; weekly: unknown[] }[] }>('/api/admin/availability', {
      cookie: doctor.cookie,
    });
    expect(overview.status).toBe(200);
    expect(overview.body.availability.find((place) => place.locationId === PLACE)?.weekly).toHaveLength(6);
  });

  it('a closed day removes its slots', async () => {
    const slots = await freeWeekdaySlots(member);
    const day = romeDay(slots[0]!.start);
    const closed = await api(`/api/admin/availability/exceptions`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { date: day, locationId: PLACE, reason: 'Ferie' },
    });
    expect(closed.status).toBe(201);
    closures.push((closed.body as { id: string }).id);
    expect((await slotsOf(member, serviceId, PLACE, day)).body).toEqual([]);
    expect(
      (await api('/api/admin/availability/exceptions', { method: 'POST', cookie: member.cookie, body: { date: day, reason: 'x' } })).status,
    ).toBe(403);
  });

  it('a closed day deleted gives its slots back; only the doctor deletes one, and an unknown one is a 404', async () => {
    const slots = await freeWeekdaySlots(member);
    const day = romeDay(slots[0]!.start);
    const closed = await api<{ id: string }>(`/api/admin/availability/exceptions`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { date: day, locationId: PLACE, reason: 'Congresso' },
    });
    expect(closed.status).toBe(201);
    const path = `/api/admin/availability/exceptions/${closed.body.id}`;
    expect((await api(path, { method: 'DELETE' })).status).toBe(401);
    expect((await api(path, { method: 'DELETE', cookie: member.cookie })).status).toBe(403);
    expect((await slotsOf(member, serviceId, PLACE, day)).body).toEqual([]);
    const deleted = await api(path, { method: 'DELETE', cookie: doctor.cookie });
    expect(deleted).toMatchObject({ status: 200, body: { id: closed.body.id, message: 'Giorno di chiusura eliminato' } });
    expect((await slotsOf(member, serviceId, PLACE, day)).body.length).toBeGreaterThan(0);
    const overview = await api<{ exceptions: { id: string }[] }>('/api/admin/availability', { cookie: doctor.cookie });
    expect(overview.body.exceptions.map((exception) => exception.id)).not.toContain(closed.body.id);
    expect(await api(path, { method: 'DELETE', cookie: doctor.cookie })).toMatchObject({
      status: 404,
      body: { message: 'Giorno di chiusura non trovato' },
    });
  });

  it('a closed day is corrected in place: its day, place and reason, checked as a new one; only the doctor, 404 for an unknown one', async () => {
    const slots = await freeWeekdaySlots(member);
    const day = romeDay(slots[0]!.start);
    const closed = await api<{ id: string }>(`/api/admin/availability/exceptions`, {
      method: 'POST',
      cookie: doctor.cookie,
      body: { date: dayFromToday(40), locationId: null, reason: 'Ferie' },
    });
    closures.push(closed.body.id);
    const path = `/api/admin/availability/exceptions/${closed.body.id}`;
    const body = { date: day, locationId: PLACE, reason: 'Congresso a Milano' };
    expect((await api(path, { method: 'PUT', body })).status).toBe(401);
    expect((await api(path, { method: 'PUT', cookie: member.cookie, body })).status).toBe(403);
    expect(await api(path, { method: 'PUT', cookie: doctor.cookie, body: { ...body, date: '2026-02-30' } })).toMatchObject({
      status: 400,
      body: { message: 'Indica una data nel formato AAAA-MM-GG' },
    });
    expect(await api(path, { method: 'PUT', cookie: doctor.cookie, body: { ...body, reason: ' ' } })).toMatchObject({
      status: 400,
      body: { message: 'Indica il motivo' },
    });
    expect((await slotsOf(member, serviceId, PLACE, day)).body.length).toBeGreaterThan(0);

    const updated = await api(path, { method: 'PUT', cookie: doctor.cookie, body });
    expect(updated).toMatchObject({ status: 200, body: { id: closed.body.id, ...body }, roundTrips: 1 });
    expect((await slotsOf(member, serviceId, PLACE, day)).body).toEqual([]);
    const overview = await api<{ exceptions: { id: string }[] }>('/api/admin/availability', { cookie: doctor.cookie });
    expect(overview.body.exceptions.filter((exception) => exception.id === closed.body.id)).toEqual([{ id: closed.body.id, ...body }]);

    // Back to the whole practice: no place is null.
    expect(await api(path, { method: 'PUT', cookie: doctor.cookie, body: { ...body, locationId: null } })).toMatchObject({
      status: 200,
      body: { locationId: null },
    });
    const unknown = await api('/api/admin/availability/exceptions/nessuno', { method: 'PUT', cookie: doctor.cookie, body });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Giorno di chiusura non trovato' } });
  });
});

describe('GET /api/appointments/slots', () => {
  it('is 401 for a visitor; 404 for an unknown service or place; 400 beyond 31 days', async () => {
    const day = dayFromToday(3);
    expect((await api(`/api/appointments/slots?serviceId=${serviceId}&locationId=${PLACE}&from=${day}&to=${day}`)).status).toBe(401);
    expect((await slotsOf(member, 'non-esiste', PLACE, day)).status).toBe(404);
    expect((await slotsOf(member, serviceId, 'altrove', day)).status).toBe(404);
    const tooLong = await slotsOf(member, serviceId, PLACE, dayFromToday(1), dayFromToday(40));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'Si possono chiedere al massimo 31 giorni' });
  });

  it('answers 31 days of slots in at most 3 round trips, each as long as the visit, none within the notice', async () => {
    const response = await slotsOf(member, serviceId, PLACE, dayFromToday(0), dayFromToday(30));
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBeLessThanOrEqual(3);
    expect(response.body.length).toBeGreaterThan(20);
    const earliest = Date.now() + 12 * 60 * 60 * 1000;
    for (const slot of response.body) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60 * 1000);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(earliest - 60_000);
      expect(slot.locationId).toBe(PLACE);
    }
  });
});

describe('POST /api/appointments', () => {
  let booked: AppointmentView;

  it('is 401 for a visitor', async () => {
    expect((await api('/api/appointments', { method: 'POST', body: {} })).status).toBe(401);
  });

  it('books a free slot as pending; the slot is then gone for everyone', async () => {
    const [slot] = await freeWeekdaySlots(member);
    const response = await book(member, { serviceId, locationId: PLACE, start: slot!.start, notes: 'Primo controllo' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', start: slot!.start, end: slot!.end, locationId: PLACE, serviceId });
    expect(typeof response.body.id).toBe('string');
    booked = response.body;
    const day = romeDay(slot!.start);
    const after = (await slotsOf(other, serviceId, PLACE, day)).body;
    expect(after.map((free) => free.start)).not.toContain(slot!.start);
    const again = await book(other, { serviceId, locationId: PLACE, start: slot!.start });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Questo orario non è più libero: scegline un altro');
  });

  it('refuses with an Italian message, writing nothing: past, notice, window, off the grid, unknown service or place', async () => {
    const [slot] = await freeWeekdaySlots(member);
    const start = Date.parse(slot!.start);
    const cases: [unknown, number, string][] = [
      [new Date(Date.now() - 60 * 60 * 1000).toISOString(), 400, 'Questo orario è già passato: scegline un altro'],
      [
        new Date(Math.ceil((Date.now() + 2 * 60 * 60 * 1000) / 900_000) * 900_000).toISOString(),
        400,
        'Gli appuntamenti si prenotano con almeno 12 ore di anticipo',
      ],
      [new Date(start + 40 * 24 * 60 * 60 * 1000).toISOString(), 400, 'Gli appuntamenti si prenotano al massimo 31 giorni prima'],
      [new Date(start + 7 * 60 * 1000).toISOString(), 400, 'Questo orario non è tra quelli disponibili: scegline uno dalla lista'],
      ['domani', 400, 'Scegli un orario tra quelli disponibili'],
    ];
    for (const [wanted, status, message] of cases) {
      const response = await book(other, { serviceId, locationId: PLACE, start: wanted });
      expect(response.status, String(wanted)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    expect((await book(other, { serviceId: 'non-esiste', locationId: PLACE, start: slot!.start })).status).toBe(404);
    expect((await book(other, { serviceId, locationId: 'altrove', start: slot!.start })).status).toBe(404);
    const mine = await api<{ upcoming: AppointmentView[] }>('/api/appointments', { cookie: other.cookie });
    expect(mine.body.upcoming).toEqual([]);
  });

  it('twelve members asking for the same slot at once: exactly one gets it', async () => {
    const members: TestUser[] = [];
    // Four sign-ins at a time: the two cores of the stack serve them.
    while (members.length < 12) members.push(...(await Promise.all(Array.from({ length: 4 }, () => createUser()))));
    users.push(...members.map((user) => user.uid));
    const slot = (await freeWeekdaySlots(member)).at(-1)!;
    const answers = await Promise.all(members.map((user) => book(user, { serviceId, locationId: PLACE, start: slot.start })));
    const statuses = answers.map((answer) => answer.status).sort();
    const answered = JSON.stringify(answers.map((answer) => [answer.status, answer.body.message]));
    expect(statuses, answered).toEqual([201, ...Array<number>(11).fill(409)]);
    const agenda = await api<{ start: string; status: string }[]>(
      `/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(13)}`,
      {
        cookie: doctor.cookie,
      },
    );
    expect(agenda.body.filter((entry) => entry.start === slot.start && entry.status === 'pending')).toHaveLength(1);
  });

  it('GET /api/appointments lists the caller’s own only; another member’s appointment is 404 everywhere', async () => {
    const mine = await api<{ upcoming: AppointmentView[]; past: AppointmentView[] }>('/api/appointments', { cookie: member.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.upcoming.map((appointment) => appointment.id)).toEqual([booked.id]);
    expect(mine.body.upcoming[0]).toMatchObject({
      locationName: 'Studio Monteverde',
      address: 'Circonvallazione Gianicolense 150, 00152 Roma',
    });
    expect((await api('/api/appointments')).status).toBe(401);
    for (const [method, path, body] of [
      ['POST', `/api/appointments/${booked.id}/cancel`, undefined],
      ['POST', `/api/appointments/${booked.id}/reschedule`, { start: booked.start }],
      ['GET', `/api/appointments/${booked.id}.ics`, undefined],
    ] as const) {
      const response = await api<{ message: string }>(path, { method, cookie: other.cookie, body });
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe('Appuntamento non trovato');
    }
  });

  it('the doctor confirms; the .ics is a calendar file a parser reads, SEQUENCE grows with a move, CANCELLED after a cancellation', async () => {
    expect((await doctorCall(member, `/${booked.id}/confirm`)).status).toBe(403);
    const confirmed = await doctorCall(doctor, `/${booked.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect((await doctorCall(doctor, `/${booked.id}/confirm`)).status).toBe(409);

    const eventOf = async () => {
      const response = await api<string>(`/api/appointments/${booked.id}.ics`, { cookie: member.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
      return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    };
    const first = await eventOf();
    expect(first.uid).toBe(`appuntamento-${booked.id}@nutrizione-funzionale`);
    expect(first.startDate.zone?.tzid).toBe('Europe/Rome');
    expect(first.startDate.toJSDate().toISOString()).toBe(booked.start);
    expect(first.endDate.toJSDate().toISOString()).toBe(booked.end);
    expect(first.location).toBe('Circonvallazione Gianicolense 150, 00152 Roma');
    expect(first.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // DTSTAMP in UTC (RFC 5545), and an alarm a day before.
    expect(first.component.getFirstProperty('dtstamp')?.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    const alarm = first.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P1D');

    const slots = await freeWeekdaySlots(member);
    const target = slots.find((slot) => slot.start !== booked.start)!;
    const moved = await api<AppointmentView>(`/api/appointments/${booked.id}/reschedule`, {
      method: 'POST',
      cookie: member.cookie,
      body: { start: target.start },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: target.start, status: 'pending' });
    const second = await eventOf();
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.startDate.toJSDate().toISOString()).toBe(target.start);

    const cancelled = await api<AppointmentView>(`/api/appointments/${booked.id}/cancel`, { method: 'POST', cookie: member.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const third = await eventOf();
    expect(third.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(third.component.getFirstSubcomponent('valarm')).toBeNull();
    expect(third.sequence).toBeGreaterThan(second.sequence);
    // Its time is free again.
    const day = romeDay(target.start);
    expect((await slotsOf(other, serviceId, PLACE, day)).body.map((slot) => slot.start)).toContain(target.start);
  });
});

describe('the 24-hour limit and the doctor’s own appointments', () => {
  it('a patient cannot cancel or move within 24 hours: 409 with the practice’s phone; the doctor can', async () => {
    // The doctor fixes one outside the published hours, a few hours from now (on the quarter hour).
    const created = await doctorFixesFreeTime(doctor, { uid: member.uid, serviceId, locationId: 'online' }, 3);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'confirmed', uid: member.uid, locationId: 'online' });
    const id = created.body.id;
    const tooLate = await api<{ message: string }>(`/api/appointments/${id}/cancel`, { method: 'POST', cookie: member.cookie });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(
      "Mancano meno di 24 ore all'appuntamento: per disdirlo o spostarlo chiama lo studio al +39 333 123 4567",
    );
    const mine = await api<{ upcoming: AppointmentView[] }>('/api/appointments', { cookie: member.cookie });
    expect(mine.body.upcoming.find((appointment) => appointment.id === id)?.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    const overlapping = await doctorCall(doctor, '', { uid: other.uid, serviceId, locationId: 'eur', start: created.body.start });
    expect(overlapping.status).toBe(409);
    const cancelled = await doctorCall(doctor, `/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('a request declined with a reason frees its time; the agenda of a week takes at most 2 round trips', async () => {
    const [slot] = await freeWeekdaySlots(other);
    const request = await book(other, { serviceId, locationId: PLACE, start: slot!.start });
    expect(request.status).toBe(201);
    const declined = await doctorCall(doctor, `/${request.body.id}/decline`, { reason: 'Quel giorno sono in congresso' });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Quel giorno sono in congresso' });
    const agenda = await api<unknown[]>(`/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(6)}`, { cookie: doctor.cookie });
    expect(agenda.status).toBe(200);
    expect(agenda.roundTrips).toBeLessThanOrEqual(2);
    expect((await api(`/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(6)}`, { cookie: member.cookie })).status).toBe(
      403,
    );
    expect((await api(`/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(80)}`, { cookie: doctor.cookie })).status).toBe(
      400,
    );
  });
});

describe('POST /api/orders with an appointment (the services page’s one submit)', () => {
  it('creates the order and its pending appointment together; a taken slot writes neither', async () => {
    const [slot] = await freeWeekdaySlots(other);
    const response = await api<{ id: string; status: string }>('/api/orders', {
      method: 'POST',
      cookie: other.cookie,
      body: { ...bookingBody(serviceId), appointment: { locationId: PLACE, start: slot!.start } },
    });
    expect(response.status).toBe(201);
    const mine = await api<{ upcoming: (AppointmentView & { orderId?: string })[] }>('/api/appointments', { cookie: other.cookie });
    const booked = mine.body.upcoming.find((appointment) => appointment.start === slot!.start);
    expect(booked).toMatchObject({ status: 'pending', locationId: PLACE, serviceId });
    const agenda = await api<{ id: string; orderId: string | null }[]>(
      `/api/admin/appointments?from=${dayFromToday(0)}&to=${dayFromToday(13)}`,
      {
        cookie: doctor.cookie,
      },
    );
    expect(agenda.body.find((entry) => entry.id === booked!.id)?.orderId).toBe(response.body.id);

    const ordersBefore = (await api<unknown[]>('/api/user/orders', { cookie: member.cookie })).body.length;
    const taken = await api<{ message: string }>('/api/orders', {
      method: 'POST',
      cookie: member.cookie,
      body: { ...bookingBody(serviceId), appointment: { locationId: PLACE, start: slot!.start } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Questo orario non è più libero: scegline un altro');
    expect((await api<unknown[]>('/api/user/orders', { cookie: member.cookie })).body).toHaveLength(ordersBefore);
  });
});
