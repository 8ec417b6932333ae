import { practiceEmail } from '@app/schemas/shared/practice';

import { defineTemplate } from '../../notifications/mail/template';
import { formatRomeDateTime } from '../../shared/format';

/**
 * Many wrong passwords were tried on the account from addresses its owner never used: further tries
 * from them are refused for a while; she still gets in where she signed in before (docs/security.md,
 * Throttling). Says nothing of the addresses: they are the stranger's, not hers to act on.
 */
export const failedAttempts = defineTemplate<{ at: Date; resetLink: string }>({
  name: 'failedAttempts',
  category: 'account',
  subject: () => 'Tentativi di accesso non riusciti al tuo account',
  content: ({ at, resetLink }) => ({
    heading: 'Qualcuno sta provando ad accedere al tuo account',
    paragraphs: [
      `Fino a ${formatRomeDateTime(at)} sono state provate molte password sbagliate per il tuo account ${practiceEmail.practiceName}. Per proteggerlo abbiamo bloccato per qualche ora i nuovi tentativi che arrivano da dispositivi che non hai mai usato.`,
      'Dai dispositivi da cui accedi di solito puoi continuare ad accedere come sempre.',
    ],
    action: { label: 'Scegli una nuova password', url: resetLink },
    note: `Se sei stata o stato tu, non devi fare nulla. Altrimenti ti consigliamo di scegliere una password nuova, che non usi altrove, e di scrivere a ${practiceEmail.replyTo} se hai dubbi.`,
  }),
  sample: { at: new Date('2026-11-23T13:05:00Z'), resetLink: 'https://www.nutrizionefunzionale.example/password-dimenticata' },
});
