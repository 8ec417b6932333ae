import { releaseHeldRequest } from '../../appointments/heldRequest';
import { orders } from '../data/orders';

/** The Checkout events' outcomes that end a payment unpaid. */
const UNPAID_ENDS = new Set(['expired', 'failed']);

/**
 * When the latest payment session of an order booked with a visit ends unpaid (expired, or its
 * asynchronous payment failed), the visit request it held is released (docs/payments.md, Holding
 * the time). Nothing for an order paid, completed or cancelled meanwhile, or when a newer session
 * of the order is open (she tried again). Runs before the event is recorded, and does nothing the
 * second time, so a redelivered event is harmless.
 */
export async function releaseUnpaidVisit(event: { outcome: string; orderId: string; sessionId: string }): Promise<void> {
  if (!UNPAID_ENDS.has(event.outcome)) return;
  const order = await orders.find(event.orderId);
  if (!order?.visit || order.status !== 'pending' || order.payment) return;
  if (order.checkout?.sessionId !== event.sessionId) return;
  await releaseHeldRequest(order.visit.appointmentId);
}
