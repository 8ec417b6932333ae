import type { ServiceDoc, ServiceInsert } from '@app/schemas/entities';
import { FieldValue } from 'firebase-admin/firestore';

import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';
import { recordAdminWrite } from './adminAudit';
import { entity, newBatch } from './entity';

export const services = entity<ServiceDoc>('services', { notFound: 'Servizio non trovato' });

/** The active services (the price list is short: one round trip, no paging needed). */
export async function activeServices(): Promise<ServiceDoc[]> {
  const snapshot = await services.typed.where('isActive', '==', true).get();
  return snapshot.docs.map((document) => document.data());
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
  const batch = newBatch();
  batch.create(reference, services.insertData(insert));
  recordAdminWrite(batch, actorId, {
    action: 'service.create',
    collection: 'services',
    documentId: reference.id,
    summary: `Servizio «${insert.name}» creato`,
  });
  const [written] = await batch.commit();
  const at = written!.writeTime.toDate();
  return { ...insert, id: reference.id, createdAt: at, updatedAt: at };
}

/** Changes the fields of an existing service (features and createdAt stay); unknown id: 404. */
export async function updateService(id: string, fields: Omit<ServiceInsert, 'features'>, actorId: string): Promise<ServiceDoc> {
  const batch = newBatch();
  batch.update(services.ref(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
  recordAdminWrite(batch, actorId, {
    action: 'service.update',
    collection: 'services',
    documentId: id,
    summary: `Servizio «${fields.name}» modificato`,
  });
  try {
    await batch.commit();
  } catch (error) {
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? services.notFound() : error;
  }
  return services.byId(id);
}
