import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import type { NotificationMail, NotificationMailBuilder, NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import type { MailTemplate } from '../../notifications/mail/template';
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

/** Each notice's e-mail; confirmed and moved carry the .ics, so the calendar follows. */
const MAIL_OF: Record<NoticeKind, { template: MailTemplate<AppointmentMailData>; path: string; withCalendar?: boolean }> = {
  requested: { template: appointmentRequested, path: '/admin/agenda' },
  confirmed: { template: appointmentConfirmed, path: '/', withCalendar: true },
  declined: { template: appointmentDeclined, path: '/services' },
  moved: { template: appointmentMoved, path: '/', withCalendar: true },
  cancelled: { template: appointmentCancelled, path: '/services' },
  reminder: { template: appointmentReminder, path: '/' },
};

/**
 * The e-mail of an agenda notice, read from the appointment as it is now (when and where, never
 * why). The reminder template names the place only; the others take the reason when declined.
 */
async function appointmentMail(kind: NoticeKind, appointmentId: string | null | undefined): Promise<NotificationMail | undefined> {
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

/** The agenda's e-mails by notification type, one per notice (app/notificationMails.ts gathers them). */
export const APPOINTMENT_MAILS: NotificationMails = Object.fromEntries(
  (Object.keys(APPOINTMENT_NOTICES) as NoticeKind[]).map((kind): [string, NotificationMailBuilder] => [
    APPOINTMENT_NOTICES[kind].type,
    async ({ relatedId }) => appointmentMail(kind, relatedId),
  ]),
);
