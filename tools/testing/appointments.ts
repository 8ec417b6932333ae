/** Test fixtures for the agenda: a place's hours of the test's own, bookable services, bookings. */
import type { AdminAppointmentView, AppointmentView, SlotView } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';

import { api, createDoctor, createUser, db, type TestUser } from './api';
import { createTestService } from './orders';

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const SATURDAY = 6;
/** The same hours on each of `weekdays`, as a place's weekly hours. */
const hours = (weekdays: number[], start: string, end: string) => weekdays.map((weekday) => ({ weekday, start, end }));

/** Every weekday 9:00–19:00 (Saturday to 13:00, the opening hours cut it). */
export const ALL_WEEK = [...hours(MONDAY_TO_FRIDAY, '09:00', '19:00'), ...hours([SATURDAY], '09:00', '13:00')];

/**
 * The hours the browser tests that book a place's first free time open it with, one window of the
 * day each. The doctor's quarter hours are the whole practice's (a visit at one studio takes the
 * same time everywhere, and the travel gap around it at the other studios), so two tests running
 * side by side that both took the first free time, each at a studio of its own, could ask for the
 * same hour: the second got a 409. Windows an hour and more apart never meet, whatever the day.
 * Saturday's opening hours end at 13:00: only the morning window has it.
 */
export const BOOKING_WINDOWS = {
  patientWeek: hours([...MONDAY_TO_FRIDAY, SATURDAY], '09:00', '11:00'),
  appointments: hours(MONDAY_TO_FRIDAY, '12:00', '14:00'),
  payments: hours(MONDAY_TO_FRIDAY, '15:00', '19:00'),
};

/** Sets a place's weekly hours for the test, keeping what was there to put back with `restore`. */
export async function openPlace(doctor: TestUser, locationId: string, weekly = ALL_WEEK) {
  const before = await db.collection(COLLECTIONS.availability).doc(locationId).get();
  const response = await api(`/api/admin/availability/${locationId}`, { method: 'PUT', cookie: doctor.cookie, body: { weekly } });
  if (response.status !== 200) throw new Error(`availability: ${response.status} ${JSON.stringify(response.body)}`);
  return async function restore() {
    const reference = db.collection(COLLECTIONS.availability).doc(locationId);
    await (before.exists ? reference.set(before.data()!) : reference.delete());
  };
}

/** A control service (30 minutes) of the test's own. */
export const createVisitService = (category: 'consultation' | 'control' = 'control') => createTestService({ category, price: 8000 });

/** A practice open online all week, its doctor and an admin (who completes orders), and a visit service to book. */
export async function onlinePractice(): Promise<{ doctor: TestUser; admin: TestUser; serviceId: string }> {
  const [doctor, admin, serviceId] = await Promise.all([createDoctor(), createUser({ admin: true }), createVisitService()]);
  await openPlace(doctor, 'online');
  return { doctor, admin, serviceId };
}

/** Rome's calendar day `days` from today. */
export function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(day);
}

export async function slotsOf(user: TestUser, serviceId: string, locationId: string, from: string, to = from) {
  return api<SlotView[]>(`/api/appointments/slots?serviceId=${serviceId}&locationId=${locationId}&from=${from}&to=${to}`, {
    cookie: user.cookie,
  });
}

export const book = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api<AppointmentView & { message?: string }>('/api/appointments', { method: 'POST', cookie: user.cookie, body, headers });

export const doctorCall = (doctor: TestUser, path: string, body: unknown = {}) =>
  api<AdminAppointmentView & { message?: string }>(`/api/admin/appointments${path}`, { method: 'POST', cookie: doctor.cookie, body });

const QUARTER_MS = 15 * 60 * 1000;

/**
 * The doctor fixes a visit at a free quarter hour from `hours` ahead: a few random quarters later, so that parallel
 * tests start apart, then every half hour until one is free (the demo agenda and other tests hold some; 409 then).
 */
export async function doctorFixesFreeTime(doctor: TestUser, visit: { uid: string; serviceId: string; locationId: string }, hours: number) {
  const first = Math.ceil((Date.now() + hours * 60 * 60 * 1000) / QUARTER_MS) + Math.floor(Math.random() * 8);
  for (let attempt = 0; attempt < 16; attempt++) {
    const created = await doctorCall(doctor, '', { ...visit, start: new Date((first + attempt * 2) * QUARTER_MS).toISOString() });
    if (created.status !== 409) return created;
  }
  throw new Error(`no free quarter hour ${hours} hours ahead`);
}

/** Removes the appointments of these members and the quarter hours they hold. */
export async function removeAppointmentsOf(userIds: string[]) {
  for (const userId of userIds) {
    const found = await db.collection(COLLECTIONS.appointments).where('userId', '==', userId).get();
    for (const document of found.docs) {
      const slotIds = (document.get('slotIds') as string[] | undefined) ?? [];
      await Promise.all([document.ref.delete(), ...slotIds.map((id) => db.collection(COLLECTIONS.appointmentSlots).doc(id).delete())]);
    }
  }
}
