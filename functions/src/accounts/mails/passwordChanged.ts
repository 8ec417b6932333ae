import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';
import { formatRomeDateTime } from '../../shared/format';

/** The account's password was changed (from the profile or with a reset link). */
export const passwordChanged = defineTemplate<{ changedAt: Date; resetLink: string }>({
  name: 'passwordChanged',
  category: 'account',
  subject: () => 'La tua password è stata cambiata',
  content: ({ changedAt, resetLink }) => ({
    heading: 'La tua password è stata cambiata',
    paragraphs: [
      `La password del tuo account ${practiceEmail.practiceName} è stata cambiata ${formatRomeDateTime(changedAt)}. Le altre sessioni aperte sono state chiuse.`,
      'Se sei stata o stato tu, non devi fare nulla.',
    ],
    action: { label: 'Non sono stato io: reimposta la password', url: resetLink },
    note: `Se non hai cambiato tu la password, reimpostala subito e scrivi a ${practiceEmail.replyTo}.`,
  }),
  sample: { changedAt: new Date('2026-11-23T13:05:00Z'), resetLink: 'https://www.nutrizionefunzionale.example/password-dimenticata' },
});
