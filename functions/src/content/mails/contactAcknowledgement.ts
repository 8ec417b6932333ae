import { practice } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';

/**
 * To the visitor who sent the landing page's form: it arrived, and what happens next. It repeats
 * nothing she wrote: her message and the consultation she chose may tell a health condition, and
 * the address is not confirmed, so a form filled with someone else's address gets only these
 * fixed words (no name or text of the sender's to carry spam).
 */
export const contactAcknowledgement = defineTemplate<Record<string, never>>({
  name: 'contactAcknowledgement',
  category: 'contact',
  subject: () => 'Abbiamo ricevuto la tua richiesta di consulenza',
  content: () => ({
    heading: 'Grazie, la tua richiesta è arrivata',
    paragraphs: [
      `${practice.doctorName} ti ricontatterà entro 24 ore, al telefono o all’indirizzo email che hai indicato, per fissare la consulenza.`,
      `Se preferisci parlarci prima, chiama lo studio al ${practice.phone}.`,
    ],
    note: 'Se non hai inviato tu questa richiesta, ignora questa email: non riceverai altro.',
  }),
  sample: {},
});
