/**
 * The next booked consultation of each patient, for the doctor's 'Pazienti' list. Orders carry no
 * appointment date (docs/product.md, Care diary): the best proxy is the oldest booking request of a
 * consultation or control service still pending (awaiting the doctor's confirmation).
 */
import type { OrderDoc } from '@app/schemas/services/entities';

import { nextAppointments } from '../../appointments/data/appointments';
import { orders } from '../../services/data/orders';
import { servicesOfOrders } from '../../services/data/services';

/** Pending orders read at most (requests awaiting confirmation are few). */
export const PENDING_ORDERS_LIMIT = 500;
const CONSULTATION_CATEGORIES = new Set(['consultation', 'control']);

export interface NextConsultation {
  orderId: string | null;
  serviceName: string;
  requestedAt: Date;
  /** The appointment's start and status, when there is one. */
  start: Date | null;
  status: string | null;
}

/** For each patient, their oldest pending consultation or control order: two round trips. */
export async function nextConsultations(patientIds: ReadonlySet<string>): Promise<Map<string, NextConsultation>> {
  const pending = await orders.typed.where('status', '==', 'pending').limit(PENDING_ORDERS_LIMIT).get();
  const theirs = pending.docs
    .map((document) => document.data())
    .filter((order): order is OrderDoc & { userId: string } => patientIds.has(order.userId ?? ''));
  const serviceOf = await servicesOfOrders(theirs, ['name', 'category']);
  const next = new Map<string, NextConsultation>();
  for (const order of theirs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const service = serviceOf(order);
    if (!service || !CONSULTATION_CATEGORIES.has(service.category) || next.has(order.userId)) continue;
    next.set(order.userId, { orderId: order.id, serviceName: service.name, requestedAt: order.createdAt, start: null, status: null });
  }
  return next;
}

/** Each patient's next appointment, or else their oldest pending consultation order: three round trips, two in parallel. */
export async function nextVisits(patientIds: ReadonlySet<string>, now = new Date()): Promise<Map<string, NextConsultation>> {
  const [appointments, requested] = await Promise.all([nextAppointments(patientIds, now), nextConsultations(patientIds)]);
  for (const [uid, appointment] of appointments) {
    requested.set(uid, {
      orderId: appointment.orderId,
      serviceName: appointment.serviceName,
      requestedAt: appointment.createdAt,
      start: appointment.start,
      status: appointment.status,
    });
  }
  return requested;
}
