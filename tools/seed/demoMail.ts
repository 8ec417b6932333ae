/**
 * E-mails for the admin's 'Email non consegnate' list (docs/email.md): one that failed after every
 * attempt, already in its final state, so the sender leaves it alone. Fixed id: seeded once.
 */
import type { COLLECTIONS } from '@app/schemas/shared/collections';

type Add = (collection: keyof typeof COLLECTIONS, id: string, data: Record<string, unknown>) => void;

export function addDemoMail(add: Add, now = new Date()) {
  const failedAt = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  add('mail', 'demo-email-non-consegnata', {
    to: 'indirizzo-inesistente@demo.test',
    message: {
      subject: 'Pagamento registrato: Prima consulenza',
      text: 'Abbiamo registrato il pagamento di «Prima consulenza».',
      html: '<p>Abbiamo registrato il pagamento di «Prima consulenza».</p>',
    },
    userId: null,
    category: 'orders',
    template: 'orderConfirmed',
    createdAt: failedAt,
    deliveryState: 'ERROR',
    delivery: {
      state: 'ERROR',
      attempts: 8,
      startTime: failedAt,
      endTime: failedAt,
      error: '550 5.1.1 Mailbox unavailable',
      info: null,
    },
  });
}
