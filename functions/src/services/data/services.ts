import type { OrderDoc, ServiceDoc, ServiceInsert } from '@app/schemas/services/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue } from 'firebase-admin/firestore';

import { commitAdminWrite } from '../../audit/data/adminWrite';
import { entity } from '../../shared/data/entity';
import { orders } from './orders';

export const services = entity<ServiceDoc>('services', { notFound: NOT_FOUND.service });

/** The active services (the price list is short: one round trip, no paging needed). */
export async function activeServices(): Promise<ServiceDoc[]> {
  const snapshot = await services.typed.where('isActive', '==', true).get();
  return snapshot.docs.map((document) => document.data());
}

/** An order's reference to its service: none for a free line. */
type ServiceReference = Pick<OrderDoc, 'serviceId'>;

/**
 * The services of these orders in one round trip (none for no orders, nor for free lines), and each
 * order's by the answer: undefined for a free line, a service since removed, or an order not among these.
 */
export async function servicesOfOrders(
  theirs: readonly ServiceReference[],
  fieldMask?: string[],
): Promise<(order: ServiceReference) => ServiceDoc | undefined> {
  const found = await services.many(
    theirs.flatMap((order) => order.serviceId ?? []),
    fieldMask,
  );
  return (order) => (order.serviceId === null ? undefined : found.get(order.serviceId));
}

/** The admin's service list: every service, inactive ones too (the price list is short). */
export const ADMIN_SERVICES_LIMIT = 200;

export async function servicesForAdmin(limit = ADMIN_SERVICES_LIMIT): Promise<ServiceDoc[]> {
  const snapshot = await services.typed.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** Creates a service with the audit entry of the admin who creates it. */
export async function insertService(insert: ServiceInsert, actorId: string): Promise<ServiceDoc> {
  const reference = services.newRef();
  const audit = {
    action: 'service.create',
    collection: 'services',
    documentId: reference.id,
    summary: `Servizio «${insert.name}» creato`,
  } as const;
  const [written] = await commitAdminWrite(actorId, audit, services.notFound, (batch) =>
    batch.create(reference, services.insertData(insert)),
  );
  const at = written!.writeTime.toDate();
  return { ...insert, id: reference.id, createdAt: at, updatedAt: at };
}

/** What an edit sets: every field but the features; the online payment and the included visits only when the body says them. */
type EditedWhenSent = 'onlinePayment' | 'depositAmount' | 'includedVisits' | 'validityMonths';
type ServiceEdit = Omit<ServiceInsert, 'features' | EditedWhenSent> & Partial<Pick<ServiceInsert, EditedWhenSent>>;

/** Changes the fields of an existing service (features and createdAt stay); unknown id: 404. */
export async function updateService(id: string, fields: ServiceEdit, actorId: string): Promise<ServiceDoc> {
  const audit = {
    action: 'service.update',
    collection: 'services',
    documentId: id,
    summary: `Servizio «${fields.name}» modificato`,
  } as const;
  await commitAdminWrite(actorId, audit, services.notFound, (batch) =>
    batch.update(services.ref(id), { ...fields, updatedAt: FieldValue.serverTimestamp() }),
  );
  return services.byId(id);
}

/**
 * Removes a service from the price list (docs/product.md, Content management). A service that
 * orders name is deactivated instead (isActive false), since their invoices keep pointing at it;
 * otherwise it is deleted (an exists precondition: unknown is its 404). One query, one commit with
 * its audit entry. Answers whether the service was deleted. A booking that read the service as
 * active just before its deletion can still commit after it: the order keeps its price
 * (totalAmount) and its invoice names the service as removed (invoices/issuedInvoice.ts).
 */
export async function deleteOrDeactivateService(service: ServiceDoc, actorId: string): Promise<boolean> {
  const referenced = !(await orders.collection.where('serviceId', '==', service.id).limit(1).select().get()).empty;
  const audit = {
    action: referenced ? 'service.deactivate' : 'service.delete',
    collection: 'services',
    documentId: service.id,
    summary: `Servizio «${service.name}» ${referenced ? 'disattivato (ha ordini collegati)' : 'eliminato'}`,
  } as const;
  await commitAdminWrite(actorId, audit, services.notFound, (batch) => {
    if (referenced) batch.update(services.ref(service.id), { isActive: false, updatedAt: FieldValue.serverTimestamp() });
    else batch.delete(services.ref(service.id), { exists: true });
  });
  return !referenced;
}
