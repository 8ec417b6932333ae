/**
 * The demo agenda (docs/appointments.md): the doctor's weekly hours at each place, a closed day,
 * and appointments of the demo member and the others, pending and confirmed, each with its
 * quarter hours claimed (appointment_slots) and its video room as the API writes them. Dates
 * follow the seeding day.
 */
import { appointmentInsert } from '@app/schemas/appointments/entities';
import { STUDIO_VISITS } from '@app/schemas/content/consultationTypes';
import { addDays, romeDayOf, romeWallTimeToUtc } from '@app/schemas/shared/romeTime';

import { newMeetingRoom } from '../../functions/src/appointments/meetingRoom';
import { DEMO_USER } from './demoAccounts';

type Add = (
  collection: 'availability' | 'availabilityExceptions' | 'appointments' | 'appointmentSlots',
  id: string,
  data: Record<string, unknown>,
) => void;

const QUARTER_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Weekly hours per place (weekday 1 = Monday), within the opening hours. */
export const DEMO_AVAILABILITY: Record<string, { weekday: number; start: string; end: string }[]> = {
  prati: [
    { weekday: 1, start: '09:00', end: '13:00' },
    { weekday: 3, start: '09:00', end: '13:00' },
  ],
  parioli: [{ weekday: 2, start: '14:00', end: '19:00' }],
  eur: [{ weekday: 4, start: '09:00', end: '13:00' }],
  'san-giovanni': [{ weekday: 5, start: '09:00', end: '13:00' }],
  monteverde: [{ weekday: 3, start: '15:00', end: '19:00' }],
  talenti: [{ weekday: 6, start: '09:00', end: '13:00' }],
  online: [
    { weekday: 1, start: '15:00', end: '19:00' },
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 4, start: '15:00', end: '19:00' },
    { weekday: 5, start: '15:00', end: '18:00' },
  ],
};

const visitOf = (serviceId: keyof typeof STUDIO_VISITS) => ({
  serviceId,
  serviceName: STUDIO_VISITS[serviceId].name,
  minutes: STUDIO_VISITS[serviceId].minutes,
});
const SERVICES = { first: visitOf('prima-consulenza'), control: visitOf('controllo-mensile') };

interface DemoAppointment {
  id: string;
  userId: string;
  patientName: string;
  service: keyof typeof SERVICES;
  locationId: string;
  /** The first such weekday at least `afterDays` after the seeding day (negative: in the past). */
  weekday: number;
  afterDays: number;
  /** On the seeding day itself instead, whatever its weekday: the doctor's "Oggi" has visits to show. */
  onSeedingDay?: boolean;
  time: string;
  status: 'pending' | 'confirmed' | 'done';
  /** The package whose included visit it uses. */
  packageOrderId?: string;
}

const DEMO_PATIENT = `${DEMO_USER.firstName} ${DEMO_USER.lastName}`;
const APPOINTMENTS: DemoAppointment[] = [
  {
    id: 'demo-appuntamento-giulia-1',
    userId: DEMO_USER.uid,
    patientName: DEMO_PATIENT,
    service: 'first',
    locationId: 'eur',
    weekday: 4,
    afterDays: -30,
    time: '09:00',
    status: 'done',
  },
  {
    id: 'demo-appuntamento-giulia-2',
    userId: DEMO_USER.uid,
    patientName: DEMO_PATIENT,
    service: 'control',
    locationId: 'prati',
    weekday: 1,
    afterDays: 2,
    time: '10:00',
    status: 'confirmed',
  },
  {
    id: 'demo-appuntamento-giulia-3',
    userId: DEMO_USER.uid,
    patientName: DEMO_PATIENT,
    service: 'control',
    locationId: 'online',
    weekday: 4,
    afterDays: 20,
    time: '16:00',
    status: 'pending',
  },
  {
    id: 'demo-appuntamento-marta',
    userId: 'demo-marta',
    patientName: 'Marta Conti',
    service: 'first',
    locationId: 'parioli',
    weekday: 2,
    afterDays: 2,
    time: '15:00',
    status: 'pending',
  },
  {
    id: 'demo-appuntamento-luca',
    userId: 'demo-luca',
    patientName: 'Luca Ferri',
    service: 'control',
    locationId: 'san-giovanni',
    weekday: 5,
    afterDays: 2,
    time: '09:30',
    status: 'confirmed',
  },
  {
    id: 'demo-appuntamento-sara',
    userId: 'demo-sara',
    patientName: 'Sara Greco',
    service: 'first',
    locationId: 'online',
    weekday: 1,
    afterDays: 2,
    time: '16:00',
    status: 'confirmed',
  },
  {
    id: 'demo-oggi-sara',
    userId: 'demo-sara',
    patientName: 'Sara Greco',
    service: 'control',
    // The first visit included in her package (demoPractice.ts).
    packageOrderId: 'demo-percorso-sara',
    locationId: 'online',
    weekday: 1,
    afterDays: 0,
    onSeedingDay: true,
    time: '09:00',
    status: 'confirmed',
  },
  {
    id: 'demo-oggi-luca',
    userId: 'demo-luca',
    patientName: 'Luca Ferri',
    service: 'control',
    locationId: 'prati',
    weekday: 1,
    afterDays: 0,
    onSeedingDay: true,
    time: '12:30',
    status: 'confirmed',
  },
  {
    id: 'demo-oggi-marta',
    userId: 'demo-marta',
    patientName: 'Marta Conti',
    service: 'first',
    locationId: 'parioli',
    weekday: 1,
    afterDays: 0,
    onSeedingDay: true,
    time: '17:00',
    status: 'confirmed',
  },
  {
    id: 'demo-appuntamento-elena',
    userId: 'demo-elena',
    patientName: 'Elena Romano',
    service: 'control',
    locationId: 'talenti',
    weekday: 6,
    afterDays: 2,
    time: '10:00',
    status: 'pending',
  },
];

/** The first day with this weekday at least `afterDays` days after `today`. */
function dayOn(today: string, weekday: number, afterDays: number): string {
  let day = addDays(today, afterDays);
  while ((new Date(`${day}T00:00:00Z`).getUTCDay() || 7) !== weekday) day = addDays(day, 1);
  return day;
}

export function addDemoAppointments(add: Add, now = new Date()) {
  for (const [locationId, weekly] of Object.entries(DEMO_AVAILABILITY)) add('availability', locationId, { weekly, updatedAt: now });
  const today = romeDayOf(now);
  const holiday = dayOn(today, 5, 14);
  add('availabilityExceptions', 'demo-chiusura', { date: holiday, locationId: null, reason: 'Congresso di nutrizione', createdAt: now });
  for (const { id, service, weekday, afterDays, onSeedingDay, time, ...appointment } of APPOINTMENTS) {
    const { serviceId, serviceName, minutes } = SERVICES[service];
    const start = romeWallTimeToUtc(onSeedingDay ? today : dayOn(today, weekday, afterDays), time);
    const end = new Date(start.getTime() + minutes * 60 * 1000);
    const slotIds = Array.from({ length: minutes / 15 }, (_, index) => String(start.getTime() + index * QUARTER_MS));
    const pending = appointment.status === 'pending';
    const data = appointmentInsert.parse({
      ...appointment,
      serviceId,
      serviceName,
      start,
      end,
      slotIds,
      // Random as the API's: the seed creates only what is missing, so a second run keeps the first's room.
      meetingRoom: newMeetingRoom(),
      expiresAt: pending ? new Date(Math.min(now.getTime() + 48 * HOUR_MS, start.getTime())) : null,
    });
    add('appointments', id, { ...data, createdAt: now, updatedAt: now });
    for (const slotId of slotIds) add('appointmentSlots', slotId, { appointmentId: id, takenAt: now });
  }
}
