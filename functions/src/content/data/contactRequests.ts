import { CONTACT_REQUEST_HANDLED, CONTACT_REQUEST_NOT_FOUND } from '@app/schemas/content/contactRequests';
import type { ContactRequestDoc, ContactRequestInsert } from '@app/schemas/content/entities';
import { FieldValue, type Timestamp, type WriteBatch } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { entity } from '../../shared/data/entity';
import { datedSince } from '../../shared/data/ownerTraces';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';
import { Conflict } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const contactRequests = entity<ContactRequestDoc>('contactRequests', { notFound: CONTACT_REQUEST_NOT_FOUND, stamps: ['createdAt'] });

/** The address is stored lowercased, so the export and the erasure find a person's requests by their account's address. */
export async function insertContactRequest(insert: ContactRequestInsert): Promise<void> {
  await contactRequests.newRef().create(contactRequests.insertData({ ...insert, email: insert.email.toLowerCase() }));
}

/** The requests sent with this address (the export and the erasure of an account). */
export const contactRequestsFrom = (email: string) => contactRequests.typed.where('email', '==', email.toLowerCase());

/** The requests received since `since`, oldest first: when, and the patient made of each. One round trip. */
export async function requestsSince(since: Date): Promise<{ at: Date; patientId: string | null }[]> {
  const requests = await datedSince(contactRequests.collection, 'createdAt', { since, fields: ['patientId'] });
  return requests.map((request) => ({
    at: (request.get('createdAt') as Timestamp).toDate(),
    patientId: (request.get('patientId') as string | undefined) ?? null,
  }));
}

/** A page of requests, newest first, after `cursor`: one round trip. */
export async function contactRequestsPage(limit: number, cursor?: PageCursor) {
  const page = await newestFirstPage(contactRequests.typed, 'createdAt', limit, cursor);
  return { requests: page.documents.map((document) => document.data()), next: page.next };
}

/** A request still waiting, as read: the 404 for an unknown one, the 409 for one handled already. One round trip. */
export interface WaitingRequest {
  request: ContactRequestDoc;
  /** The version read: the handling's write is conditional on it. */
  readAt: Timestamp;
}

export async function waitingRequest(id: string): Promise<WaitingRequest> {
  contactRequests.ref(id); // a malformed id is the 404
  const snapshot = await contactRequests.typed.doc(id).get();
  const request = snapshot.data();
  if (!request) throw contactRequests.notFound();
  if (request.handledAt) throw new Conflict(CONTACT_REQUEST_HANDLED);
  return { request, readAt: snapshot.updateTime! };
}

/**
 * Marks the request handled in the caller's batch, with its audit entry: when (the commit's time),
 * who and, when it became one, the patient. The write is conditional on the version read, so of
 * two admins handling it at once one commits and the other gets the 409 (handledConflict).
 */
export function markHandledIn(batch: WriteBatch, waiting: WaitingRequest, actorId: string, patientId?: string): void {
  const { request, readAt } = waiting;
  const fields = { handledAt: FieldValue.serverTimestamp(), handledBy: actorId, ...(patientId && { patientId }) };
  batch.update(contactRequests.ref(request.id), fields, { lastUpdateTime: readAt });
  recordAdminWrite(batch, actorId, {
    action: patientId ? 'contact.patient' : 'contact.handled',
    collection: 'contactRequests',
    documentId: request.id,
    summary: patientId
      ? `Richiesta di ${request.firstName} ${request.lastName} gestita: è ora un paziente`
      : `Richiesta di ${request.firstName} ${request.lastName} segnata come gestita`,
  });
}

/** A handling's batch refused because the request changed since it was read: handled by someone else meanwhile. */
export function handledConflict(error: unknown): unknown {
  return isFirestoreError(error, FIRESTORE_CODES.failedPrecondition) ? new Conflict(CONTACT_REQUEST_HANDLED) : error;
}
