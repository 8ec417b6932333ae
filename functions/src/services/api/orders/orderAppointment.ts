import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import type { OrderDoc, OrderInsert } from '@app/schemas/services/entities';

import { users } from '../../../accounts/data/users';
import { requestNotices } from '../../../appointments/api/doctorNotices';
import { expiryOf } from '../../../appointments/api/requestExpiry';
import { requireFreeSlot } from '../../../appointments/booking';
import { bookAppointment } from '../../../appointments/data/appointments';

/**
 * The services page's one submit: the order and its appointment request in one batch, the slot
 * checked as POST /api/appointments checks it (400, 404, 409 with nothing written).
 */
export async function bookWithAppointment(
  userId: string,
  insert: OrderInsert & { serviceId: string },
  wanted: { locationId: string; start: Date },
  nowMs: number,
): Promise<OrderDoc> {
  const now = new Date(nowMs);
  const [slot, user, notices] = await Promise.all([
    requireFreeSlot({ serviceId: insert.serviceId, ...wanted }, now),
    users.find(userId),
    requestNotices(),
  ]);
  const appointment: AppointmentDoc = await bookAppointment(
    {
      userId,
      patientName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || insert.customerName,
      serviceId: slot.service.id,
      serviceName: slot.service.name,
      locationId: wanted.locationId,
      start: slot.start,
      end: slot.end,
      status: 'pending',
      notes: insert.notes,
      expiresAt: expiryOf(now, slot.start),
    },
    { now, order: insert, notices },
  );
  const visit = { appointmentId: appointment.id, start: appointment.start, locationId: appointment.locationId };
  return { ...insert, visit, id: appointment.orderId!, createdAt: appointment.createdAt, updatedAt: appointment.createdAt };
}
