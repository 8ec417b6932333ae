import { appointmentRules, meetingUrlOf, ONLINE_LOCATION_ID } from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import { romeWallTime } from '@app/schemas/shared/romeTime';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import { locationOf, placeLine } from './locations';

const PRACTICE = 'Nutrizione Funzionale';
const TIME_ZONE = 'Europe/Rome';

/** Rome's rules since 1996 (EU summer time): what a calendar needs to read TZID=Europe/Rome. */
const ROME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** Rome's wall time of an instant as ical-generator writes it under TZID=Europe/Rome: '2027-07-01T09:00:00'. */
function romeLocal(instant: Date): string {
  const { date, time } = romeWallTime(instant);
  return `${date}T${time}:00`;
}

/**
 * An appointment as an iCalendar file (RFC 5545): a stable UID, so a calendar updates the event
 * rather than adding another; start and end in Europe/Rome (with its VTIMEZONE); the studio's
 * address as LOCATION; SEQUENCE growing with each change; STATUS:CANCELLED once it is off; an
 * alarm appointmentRules.calendarAlarmHoursBefore hours before (not on a cancelled one); DTSTAMP in UTC.
 */
export function appointmentCalendarFile(appointment: AppointmentDoc): string {
  const location = locationOf(appointment.locationId);
  const online = appointment.locationId === ONLINE_LOCATION_ID;
  const meetingUrl = meetingUrlOf(appointment);
  const off = !['pending', 'confirmed', 'done'].includes(appointment.status);
  const calendar = ical({
    name: PRACTICE,
    prodId: { company: PRACTICE, product: 'Agenda', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator writes DTSTAMP in it, without the Z that RFC 5545
    // requires; the event's own TZID still brings Rome's VTIMEZONE.
    timezone: { name: null, generator: () => ROME_VTIMEZONE },
  });
  const event = calendar.createEvent({
    id: `appuntamento-${appointment.id}@nutrizione-funzionale`,
    sequence: appointment.sequence,
    stamp: appointment.updatedAt,
    timezone: TIME_ZONE,
    start: romeLocal(appointment.start),
    end: romeLocal(appointment.end),
    summary: `Appuntamento con la nutrizionista (${location.name})`,
    description: meetingUrl ? `Link per la videochiamata: ${meetingUrl}` : placeLine(location),
    location: online ? meetingUrl : location.address,
    url: meetingUrl,
    status: off ? ICalEventStatus.CANCELLED : appointment.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  if (!off) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: appointmentRules.calendarAlarmHoursBefore * 60 * 60,
      description: `Promemoria: ${event.summary()}`,
    });
  }
  return calendar.toString();
}
