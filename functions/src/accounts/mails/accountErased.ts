import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';
import { formatRomeDateTime } from '../../shared/format';

/**
 * The account and its data are erased: sent once, to the address the profile had, after the
 * erasure. It says only that the account is gone (never what it held: no health data).
 */
export const accountErased = defineTemplate<{ erasedAt: Date }>({
  name: 'accountErased',
  category: 'account',
  subject: () => 'Il tuo account è stato eliminato',
  content: ({ erasedAt }) => ({
    heading: 'Il tuo account è stato eliminato',
    paragraphs: [
      `Il tuo account ${practiceEmail.practiceName} e i dati collegati sono stati cancellati ${formatRomeDateTime(erasedAt)}.`,
      'Le fatture già emesse restano conservate come richiesto dalla legge.',
      'Non riceverai altre email da noi. Ci dispiace vederti andare.',
    ],
    note: `Se non hai chiesto tu l’eliminazione, scrivi subito a ${practiceEmail.replyTo}.`,
  }),
  sample: { erasedAt: new Date('2026-11-23T13:05:00Z') },
});
