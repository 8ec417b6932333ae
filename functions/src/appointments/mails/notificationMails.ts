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
  appointmentCancelledByYou,
  appointmentConfirmed,
  appointmentDeclined,
  type AppointmentMailData,
  appointmentMoved,
  appointmentReceived,
  appointmentReleased,
  appointmentReopened,
  appointmentRequested,
} from './appointmentStatus';
import { appointmentCancelledByPatient, appointmentMovedByPatient } from './doctorAlerts';

interface AppointmentMail {
  template: MailTemplate<AppointmentMailData>;
  /** The template when the patient made the change herself (told as hers, not the practice's). */
  byPatient?: MailTemplate<AppointmentMailData>;
  path: string;
  withCalendar?: boolean;
  /** What the e-mail says beyond when and where (never the notes). */
  details?: (appointment: AppointmentDoc) => Partial<AppointmentMailData>;
}

/** The patient's name and, after a move, where and when it was: the doctors' e-mails about her own change. */
const patientChange = (appointment: AppointmentDoc): Partial<AppointmentMailData> => ({
  patientName: appointment.patientName,
  ...(appointment.movedFrom && {
    movedFrom: { startsAt: appointment.movedFrom.start, place: placeLine(locationOf(appointment.movedFrom.locationId)) },
  }),
});

/** Each notice's e-mail; confirmed, reopened and moved carry the .ics, so the calendar follows. */
const MAIL_OF: Record<NoticeKind, AppointmentMail> = {
  requested: { template: appointmentRequested, path: '/admin/agenda' },
  received: { template: appointmentReceived, path: '/', details: ({ serviceName }) => ({ serviceName }) },
  confirmed: { template: appointmentConfirmed, path: '/', withCalendar: true },
  reopened: { template: appointmentReopened, path: '/', withCalendar: true },
  declined: { template: appointmentDeclined, path: '/services' },
  released: { template: appointmentReleased, path: '/services' },
  moved: { template: appointmentMoved, path: '/', withCalendar: true },
  cancelled: { template: appointmentCancelled, byPatient: appointmentCancelledByYou, path: '/services' },
  reminder: { template: appointmentReminder, path: '/' },
  cancelledByPatient: { template: appointmentCancelledByPatient, path: '/admin/agenda', details: patientChange },
  movedByPatient: { template: appointmentMovedByPatient, path: '/admin/agenda', details: patientChange },
};

/**
 * The e-mail of an agenda notice, read from the appointment as it is now (when and where, never
 * why). The reminder template names the place only; the others take the reason when declined, and
 * their own details (the service in the patient's receipt, her name in the doctors' alerts).
 */
async function appointmentMail(kind: NoticeKind, appointmentId: string | null | undefined): Promise<NotificationMail | undefined> {
  const appointment: AppointmentDoc | undefined = appointmentId ? await appointments.find(appointmentId) : undefined;
  if (!appointment) return undefined;
  const { template: practiceTemplate, byPatient, path, withCalendar, details } = MAIL_OF[kind];
  const template = byPatient && appointment.cancelledBy === 'patient' ? byPatient : practiceTemplate;
  const data = {
    startsAt: appointment.start,
    place: placeLine(locationOf(appointment.locationId)),
    link: siteLink(path),
    extra: appointment.declineReason || undefined,
    ...details?.(appointment),
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
