/**
 * The remote package that opens messaging (docs/messages.md): a completed order of a `program`
 * service whose period ('3 mesi', '6 mesi', '1 anno') has not ended, counted from the completion.
 */
import { periodMonths } from '@app/schemas/messages/messages';
import { addMonths } from '@app/schemas/services/packages';

import { conversations, savePackageEnd } from '../../messages/data/messages';
import { orders } from './orders';
import { servicesOfOrders } from './services';

/** A member's completed orders read at most (a patient buys a handful). */
const COMPLETED_ORDERS_LIMIT = 200;

/** When the member's latest-ending remote package ends, or null: two round trips. */
export async function packageEndOf(uid: string): Promise<Date | null> {
  const completed = await orders.typed.where('userId', '==', uid).where('status', '==', 'completed').limit(COMPLETED_ORDERS_LIMIT).get();
  const theirs = completed.docs.map((document) => document.data());
  const serviceOf = await servicesOfOrders(theirs, ['category', 'duration']);
  let latest: Date | null = null;
  for (const order of theirs) {
    const service = serviceOf(order);
    const months = service?.category === 'program' ? periodMonths(service.duration) : undefined;
    if (!months) continue;
    const end = addMonths(order.invoiceDate ?? order.updatedAt, months);
    if (!latest || end > latest) latest = end;
  }
  return latest;
}

/** Recomputes the package end of a member onto their conversation (the orders trigger): idempotent. */
export async function refreshPackageEnd(uid: string): Promise<void> {
  const [end, conversation] = await Promise.all([packageEndOf(uid), conversations.find(uid)]);
  if ((conversation?.packageEndsAt?.getTime() ?? null) === (end?.getTime() ?? null)) return;
  await savePackageEnd(uid, end, conversation !== undefined);
}
