import { appointmentRules } from '@app/schemas/appointments/appointments';

import { defineTemplate, type MailContent } from '../../notifications/mail/template';
import { formatRomeDateTime } from '../../shared/format';

/** What an appointment's e-mails say: when and where, never why (no health data). */
export interface AppointmentMailData {
  startsAt: Date;
  place: string;
  link: string;
  /** The doctor's reason for declining, or the practice's phone for a cancellation. */
  extra?: string;
  /** The service as the price list names it: only in the patient's own receipt of her request. */
  serviceName?: string;
  /** The patient, in the doctors' e-mails about her own cancellation or move. */
  patientName?: string;
  /** Where and when a moved appointment was. */
  movedFrom?: { startsAt: Date; place: string };
}

const sample: AppointmentMailData = {
  startsAt: new Date('2026-12-01T08:30:00Z'),
  place: 'Studio Prati, Via Cola di Rienzo 120, 00192 Roma',
  link: 'https://www.nutrizionefunzionale.example/',
};

/** An agenda e-mail: its subject is followed by the day and time in Rome. */
export function appointmentTemplate(
  name: string,
  subject: string,
  content: (data: AppointmentMailData) => MailContent,
  sampleDetails: Partial<AppointmentMailData> = {},
) {
  return defineTemplate<AppointmentMailData>({
    name,
    category: 'appointments',
    subject: ({ startsAt }) => `${subject}: ${formatRomeDateTime(startsAt)}`,
    content,
    sample: { ...sample, extra: name === 'appointmentDeclined' ? 'Quel giorno sono in congresso' : undefined, ...sampleDetails },
  });
}

/** To the doctor: a patient asked for a time. */
export const appointmentRequested = appointmentTemplate(
  'appointmentRequested',
  'Nuova richiesta di appuntamento',
  ({ startsAt, place, link }) => ({
    heading: 'Nuova richiesta di appuntamento',
    paragraphs: [
      `Un paziente ha chiesto un appuntamento ${formatRomeDateTime(startsAt)} (${place}).`,
      'Confermala o rifiutala dall’agenda.',
    ],
    action: { label: 'Apri l’agenda', url: link },
  }),
);

/** To the patient: her request arrived, and the doctor will confirm it (the service, when and where). */
export const appointmentReceived = appointmentTemplate(
  'appointmentReceived',
  'Richiesta ricevuta',
  ({ startsAt, place, link, serviceName }) => ({
    heading: 'Abbiamo ricevuto la tua richiesta',
    paragraphs: [
      `Hai chiesto ${serviceName ? `«${serviceName}»` : 'un appuntamento'} per ${formatRomeDateTime(startsAt)} (${place}).`,
      'La nutrizionista la confermerà al più presto: riceverai un’email con la conferma.',
    ],
    action: { label: 'Vedi i dettagli', url: link },
    note: `Fino a ${appointmentRules.changeLimitHours} ore prima dell’appuntamento puoi spostarla o annullarla dall’area riservata.`,
  }),
  { serviceName: 'Controllo mensile' },
);

export const appointmentConfirmed = appointmentTemplate('appointmentConfirmed', 'Appuntamento confermato', ({ startsAt, place, link }) => ({
  heading: 'Il tuo appuntamento è confermato',
  paragraphs: [`Ti aspettiamo ${formatRomeDateTime(startsAt)} (${place}).`, 'In allegato trovi il file da aggiungere al tuo calendario.'],
  action: { label: 'Vedi i dettagli', url: link },
}));

export const appointmentDeclined = appointmentTemplate(
  'appointmentDeclined',
  'Appuntamento non disponibile',
  ({ startsAt, link, extra }) => ({
    heading: 'La tua richiesta non è stata accettata',
    paragraphs: [
      `La nutrizionista non può riceverti ${formatRomeDateTime(startsAt)}.`,
      ...(extra ? [`Motivo: ${extra}`] : []),
      'Puoi scegliere un altro orario dall’area riservata.',
    ],
    action: { label: 'Scegli un altro orario', url: link },
  }),
);

/** To the patient: the payment of her booking ended unpaid, so the time it held is free again (docs/payments.md). */
export const appointmentReleased = appointmentTemplate('appointmentReleased', 'Pagamento non completato', ({ startsAt, link }) => ({
  heading: 'Il pagamento non è stato completato',
  paragraphs: [
    `L’orario di ${formatRomeDateTime(startsAt)} era riservato per te durante il pagamento online, che non si è concluso: ora è di nuovo libero.`,
    'Se vuoi quella visita, prenotala di nuovo e completa il pagamento, oppure scegli di pagare in studio dove il servizio lo consente.',
  ],
  action: { label: 'Prenota di nuovo', url: link },
}));

export const appointmentMoved = appointmentTemplate('appointmentMoved', 'Appuntamento spostato', ({ startsAt, place, link }) => ({
  heading: 'Il tuo appuntamento è stato spostato',
  paragraphs: [
    `Il nuovo orario è ${formatRomeDateTime(startsAt)} (${place}).`,
    'In allegato trovi il file aggiornato per il tuo calendario.',
  ],
  action: { label: 'Vedi i dettagli', url: link },
}));

export const appointmentCancelled = appointmentTemplate('appointmentCancelled', 'Appuntamento annullato', ({ startsAt, link }) => ({
  heading: 'Il tuo appuntamento è stato annullato',
  paragraphs: [`L’appuntamento di ${formatRomeDateTime(startsAt)} è annullato.`, 'Se vuoi, puoi prenotarne un altro dall’area riservata.'],
  action: { label: 'Prenota un altro appuntamento', url: link },
}));

/** To the patient: she cancelled her appointment herself, so it is told as her own act. */
export const appointmentCancelledByYou = appointmentTemplate(
  'appointmentCancelledByYou',
  'Appuntamento disdetto',
  ({ startsAt, link }) => ({
    heading: 'Hai disdetto il tuo appuntamento',
    paragraphs: [
      `Hai disdetto l’appuntamento di ${formatRomeDateTime(startsAt)}.`,
      'Se vuoi, puoi prenotarne un altro dall’area riservata.',
    ],
    action: { label: 'Prenota un altro appuntamento', url: link },
  }),
);

/** To the patient: the doctor took back a confirmation; the time stays hers until the doctor answers again. */
export const appointmentReopened = appointmentTemplate(
  'appointmentReopened',
  'Appuntamento da riconfermare',
  ({ startsAt, place, link }) => ({
    heading: 'Il tuo appuntamento torna in attesa di conferma',
    paragraphs: [
      `La nutrizionista deve riconfermare l’appuntamento di ${formatRomeDateTime(startsAt)} (${place}).`,
      'L’orario resta riservato a te: riceverai un’email appena sarà confermato di nuovo.',
      'In allegato trovi il file aggiornato per il tuo calendario.',
    ],
    action: { label: 'Vedi i dettagli', url: link },
  }),
);
