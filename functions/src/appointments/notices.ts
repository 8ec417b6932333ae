/**
 * The in-app notifications of the agenda (docs/appointments.md, Messages), written in the batch of
 * the change they announce; each type's e-mail follows from mails/notificationMails.ts. When and
 * where only (the doctor's notices of a patient's own change add her name: api/doctorNotices.ts):
 * never the service or the notes (no health data).
 */
import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import type { Notice } from '../notifications/data/notifications';
import { formatRomeDateTime } from '../shared/format';
import { locationOf } from './locations';

export const APPOINTMENT_NOTICES = {
  requested: { type: 'appointment_requested', title: 'Nuova richiesta di appuntamento' },
  received: { type: 'appointment_received', title: 'Richiesta di appuntamento ricevuta' },
  confirmed: { type: 'appointment_confirmed', title: 'Appuntamento confermato' },
  reopened: { type: 'appointment_reopened', title: 'Appuntamento da riconfermare' },
  declined: { type: 'appointment_declined', title: 'Richiesta di appuntamento non accettata' },
  released: { type: 'appointment_released', title: 'Pagamento non completato: orario liberato' },
  moved: { type: 'appointment_moved', title: 'Appuntamento spostato' },
  cancelled: { type: 'appointment_cancelled', title: 'Appuntamento annullato' },
  reminder: { type: 'appointment_reminder', title: 'Promemoria appuntamento' },
  cancelledByPatient: { type: 'appointment_cancelled_by_patient', title: 'Appuntamento disdetto da un paziente' },
  movedByPatient: { type: 'appointment_moved_by_patient', title: 'Appuntamento spostato da un paziente' },
} as const;
export type NoticeKind = keyof typeof APPOINTMENT_NOTICES;

/** The notice of a change to one recipient (the patient, or each doctor for a request or a patient's change). */
export function noticeOf(kind: NoticeKind, appointment: Pick<AppointmentDoc, 'id' | 'start' | 'locationId'>, userId: string): Notice {
  const { type, title } = APPOINTMENT_NOTICES[kind];
  const when = `${formatRomeDateTime(appointment.start)} · ${locationOf(appointment.locationId).name}`;
  return { userId, type, title, message: when, relatedId: appointment.id };
}
