import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';

import { notificationIn } from '../../notifications/data/notifications';

const MESSAGES: Record<string, { type: string; title: string; message: (service: string) => string }> = {
  completed: {
    type: 'order_completed',
    title: 'Pagamento registrato',
    message: (service) => `Il pagamento di «${service}» è registrato: trovi la fattura in «Fatture».`,
  },
  cancelled: {
    type: 'order_cancelled',
    title: 'Prenotazione annullata',
    message: (service) => `La tua prenotazione «${service}» è stata annullata. Per informazioni scrivi alla nutrizionista.`,
  },
};

/**
 * The notification of an order's move from pending to completed or cancelled, as a write to add to
 * the trigger's batch; undefined for any other change or an order without a member.
 */
export function orderStatusNotification(orderId: string, before: DocumentData | undefined, after: DocumentData | undefined) {
  if (!before || !after || before.status !== 'pending' || before.status === after.status || !after.userId) return undefined;
  const message = MESSAGES[String(after.status)];
  if (!message) return undefined;
  const service = String(after.issuedInvoice?.serviceName ?? 'la tua consulenza');
  return (batch: WriteBatch) =>
    notificationIn(batch, {
      userId: String(after.userId),
      type: message.type,
      title: message.title,
      message: message.message(service),
      relatedId: orderId,
    });
}
