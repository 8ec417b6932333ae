import { formatRomeDateTime } from '../../shared/format';
import { type AppointmentMailData, appointmentTemplate } from './appointmentStatus';

/** 'Giulia Bianchi', or a neutral word when the agenda has no name for her. */
const who = (patientName: string | undefined) => patientName || 'Un paziente';

/** An alert to the doctors about a patient's own change: what happened, and the agenda's link. */
function doctorAlert(
  name: string,
  subject: string,
  heading: string,
  lines: (data: AppointmentMailData) => string[],
  sampleDetails: Partial<AppointmentMailData> = {},
) {
  return appointmentTemplate(
    name,
    subject,
    (data) => ({ heading, paragraphs: lines(data), action: { label: 'Apri l’agenda', url: data.link } }),
    {
      patientName: 'Giulia Bianchi',
      link: 'https://www.nutrizionefunzionale.example/admin/agenda',
      ...sampleDetails,
    },
  );
}

/** A patient cancelled her appointment herself: her name, when and where (never why). */
export const appointmentCancelledByPatient = doctorAlert(
  'appointmentCancelledByPatient',
  'Appuntamento disdetto da un paziente',
  'Un appuntamento è stato disdetto',
  ({ startsAt, place, patientName }) => [
    `${who(patientName)} ha disdetto l’appuntamento di ${formatRomeDateTime(startsAt)} (${place}).`,
    'L’orario è di nuovo libero nell’agenda.',
  ],
);

/** A patient moved her appointment herself: the time and place it left, and the new request to confirm. */
export const appointmentMovedByPatient = doctorAlert(
  'appointmentMovedByPatient',
  'Appuntamento spostato da un paziente',
  'Un appuntamento è stato spostato',
  ({ startsAt, place, patientName, movedFrom }) => [
    movedFrom
      ? `${who(patientName)} ha spostato l’appuntamento di ${formatRomeDateTime(movedFrom.startsAt)} (${movedFrom.place}).`
      : `${who(patientName)} ha spostato un appuntamento.`,
    `Il nuovo orario richiesto è ${formatRomeDateTime(startsAt)} (${place}).`,
    'Confermalo o rifiutalo dall’agenda.',
  ],
  { movedFrom: { startsAt: new Date('2026-11-28T09:00:00Z'), place: 'Studio Parioli, Viale Parioli 45, 00197 Roma' } },
);
