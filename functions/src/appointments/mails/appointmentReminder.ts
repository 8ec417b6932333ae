import { defineTemplate } from '../../notifications/mail/template';
import { formatRomeDate, formatRomeTime } from '../../shared/format';

/** A reminder of an appointment: day and time in Rome, the place, nothing about the reason for it. */
export const appointmentReminder = defineTemplate<{ startsAt: Date; place: string; link: string }>({
  name: 'appointmentReminder',
  category: 'reminders',
  subject: ({ startsAt }) => `Promemoria: appuntamento ${formatRomeDate(startsAt)} alle ${formatRomeTime(startsAt)}`,
  content: ({ startsAt, place, link }) => ({
    heading: 'Promemoria del tuo appuntamento',
    paragraphs: [`Ti ricordiamo l’appuntamento di ${formatRomeDate(startsAt)} alle ${formatRomeTime(startsAt)} (${place}).`],
    action: { label: 'Vedi i dettagli', url: link },
    note: 'Se non puoi venire, avvisa lo studio appena possibile.',
  }),
  sample: {
    startsAt: new Date('2026-12-01T08:30:00Z'),
    place: 'Studio di Via Cola di Rienzo 120, Roma',
    link: 'https://www.nutrizionefunzionale.example/calendar',
  },
});
