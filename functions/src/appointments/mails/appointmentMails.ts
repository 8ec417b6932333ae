import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import type { MailInsert } from '../../shared/mail/mailCollection';
import { siteLink } from '../../shared/mail/queue';
import type { MailTemplate } from '../../shared/mail/template';
import { appointmentCalendarFile } from '../calendarFile';
import { appointments } from '../data/appointments';
import { locationOf, placeLine } from '../locations';
import { APPOINTMENT_NOTICES, type NoticeKind } from '../notices';
import { appointmentReminder } from './appointmentReminder';
import {
  appointmentCancelled,
  appointmentConfirmed,
  appointmentDeclined,
  type AppointmentMailData,
  appointmentMoved,
  appointmentRequested,
} from './appointmentStatus';

export interface AppointmentMail {
  template: MailTemplate<unknown>;
  data: unknown;
  attachments?: MailInsert['attachments'];
}

/** Each notice's e-mail; confirmed and moved carry the .ics, so the calendar follows. */
const MAIL_OF: Record<NoticeKind, { template: MailTemplate<AppointmentMailData>; path: string; withCalendar?: boolean }> = {
  requested: { template: appointmentRequested, path: '/admin/agenda' },
  confirmed: { template: appointmentConfirmed, path: '/', withCalendar: true },
  declined: { template: appointmentDeclined, path: '/services' },
  moved: { template: appointmentMoved, path: '/', withCalendar: true },
  cancelled: { template: appointmentCancelled, path: '/services' },
  reminder: { template: appointmentReminder, path: '/' },
};

/** The notice kind of a notification type, if it is one of the agenda's. */
export const noticeKindOf = (type: string) =>
  (Object.entries(APPOINTMENT_NOTICES).find(([, notice]) => notice.type === type)?.[0] as NoticeKind | undefined) ?? undefined;

/**
 * The e-mail of an agenda notice, read from the appointment as it is now (when and where, never
 * why). The reminder template names the place only; the others take the reason when declined.
 */
export async function appointmentMail(kind: NoticeKind, appointmentId: string | null | undefined): Promise<AppointmentMail | undefined> {
  const appointment: AppointmentDoc | undefined = appointmentId ? await appointments.find(appointmentId) : undefined;
  if (!appointment) return undefined;
  const { template, path, withCalendar } = MAIL_OF[kind];
  const data = {
    startsAt: appointment.start,
    place: placeLine(locationOf(appointment.locationId)),
    link: siteLink(path),
    extra: appointment.declineReason || undefined,
  };
  const attachments = withCalendar
    ? [
        {
          filename: 'appuntamento.ics',
          content: appointmentCalendarFile(appointment),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ]
    : undefined;
  return { template: template as MailTemplate<unknown>, data, attachments };
}
