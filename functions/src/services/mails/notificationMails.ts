import type { NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import { orders } from '../data/orders';
import { orderCancelled, orderConfirmed } from './orderStatus';

/** The order's e-mail, read from the order as it is now: the service's name and the amount. */
async function orderMail(template: typeof orderConfirmed, orderId: string | null | undefined, path: string) {
  const order = orderId ? await orders.find(orderId) : undefined;
  if (!order) return undefined;
  const serviceName = order.issuedInvoice?.serviceName ?? 'la tua consulenza';
  return { template, data: { serviceName, amountCents: order.totalAmount, link: siteLink(path) } };
}

/** The orders' e-mails by notification type (app/notificationMails.ts gathers them). */
export const ORDER_MAILS: NotificationMails = {
  order_completed: async ({ relatedId }) => orderMail(orderConfirmed, relatedId, '/invoices'),
  order_cancelled: async ({ relatedId }) => orderMail(orderCancelled, relatedId, '/my-services'),
};
