import { ACTIVE_STATUSES } from '@app/schemas/appointments/appointments';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { followVisit, visitCalledOff } from '../data/orders';
import { refundCancelledVisit } from '../payments/cancellationRefund';

/** What a visit becomes when it no longer takes place. */
const ENDED = new Set(['cancelled', 'declined', 'expired']);

/**
 * An order booked with a visit follows it (docs/appointments.md): when the visit is cancelled (by
 * the patient or the doctor), declined or expires, its unpaid order is cancelled too, whatever path
 * changed the visit (the API, the agenda's clock, a booking that freed a stale request). The order's
 * own status change tells the patient (onOrderStatusNotify). A paid order stays, flagged for a credit
 * note; a redelivered event finds the order already changed and does nothing. An order paid online
 * is refunded as the cancellation policy says (payments/cancellationRefund.ts), once.
 */
export const onVisitEndedCancelOrder = onDocumentUpdated(triggerOn(`${COLLECTIONS.appointments}/{appointmentId}`), async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after?.orderId) return;
  if (!ACTIVE_STATUSES.includes(before.status) || !ENDED.has(after.status)) return;
  const at = new Date(event.time);
  await visitCalledOff(String(after.orderId), String(after.userId), at);
  // A visit paid online gives back what the cancellation policy says: declined or expired requests count as the doctor's.
  await refundCancelledVisit(String(after.orderId), {
    cancelledBy: after.cancelledBy === 'patient' ? 'patient' : 'doctor',
    cancelledAt: at,
    visitStart: after.start.toDate() as Date,
  });
});

/**
 * An order booked with a visit shows the visit's time and place (order lists, the invoice's 'Data
 * della prestazione'): when the visit moves, by the patient or the doctor, the order follows.
 */
export const onVisitMovedFollowOrder = onDocumentUpdated(triggerOn(`${COLLECTIONS.appointments}/{appointmentId}`), async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after?.orderId) return;
  const start = after.start.toDate() as Date;
  if (before.start.toMillis() === after.start.toMillis() && before.locationId === after.locationId) return;
  await followVisit(String(after.orderId), { appointmentId: event.params.appointmentId, start, locationId: String(after.locationId) });
});
