import { DEPOSIT_NOTICE } from '@app/schemas/services/payments';

import type { NotificationMails } from '../../notifications/mail/notificationMail';
import { siteLink } from '../../notifications/mail/queue';
import { orders } from '../data/orders';
import { services } from '../data/services';
import { depositReceived, orderCancelled, orderConfirmed } from './orderStatus';

/** The order's e-mail, read from the order as it is now: the service's name and the amount. */
async function orderMail(template: typeof orderConfirmed, orderId: string | null | undefined, path: string) {
  const order = orderId ? await orders.find(orderId) : undefined;
  if (!order) return undefined;
  const serviceName = order.issuedInvoice?.serviceName ?? 'la tua consulenza';
  return { template, data: { serviceName, amountCents: order.totalAmount, link: siteLink(path) } };
}

/** A deposit's receipt: the service's name (the order has no invoice yet) and the amount paid. */
async function depositMail(orderId: string | null | undefined) {
  const order = orderId ? await orders.find(orderId) : undefined;
  if (!order?.payment) return undefined;
  const service = order.serviceId ? await services.find(order.serviceId) : undefined;
  const serviceName = service?.name ?? order.freeLine?.description ?? 'la tua consulenza';
  return { template: depositReceived, data: { serviceName, amountCents: order.payment.amount, link: siteLink('/my-services') } };
}

/** The orders' e-mails by notification type (app/notificationMails.ts gathers them). */
export const ORDER_MAILS: NotificationMails = {
  order_completed: async ({ relatedId }) => orderMail(orderConfirmed, relatedId, '/invoices'),
  order_cancelled: async ({ relatedId }) => orderMail(orderCancelled, relatedId, '/my-services'),
  [DEPOSIT_NOTICE.type]: async ({ relatedId }) => depositMail(relatedId),
};
