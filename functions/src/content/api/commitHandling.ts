import type { ContactRequestView } from '@app/schemas/content/contactRequests';
import { displayName } from '@app/schemas/shared/people';
import type { WriteBatch } from 'firebase-admin/firestore';

import { keepPhoneIn, users } from '../../accounts/data/users';
import { newBatch } from '../../shared/data/entity';
import { handledConflict, markHandledIn, type WaitingRequest } from '../data/contactRequests';
import { contactRequestViewOf } from './contactRequestView';

/** The caller's name for the answer's 'Gestita da …': one round trip. */
async function nameOf(uid: string): Promise<Map<string, string>> {
  const actor = await users.find(uid);
  return new Map(actor ? [[uid, displayName(actor)]] : []);
}

/** The request as handled, with the commit's time. */
function handledView(waiting: WaitingRequest, actorId: string, at: Date, names: Map<string, string>, patientId?: string) {
  return contactRequestViewOf({ ...waiting.request, handledAt: at, handledBy: actorId, ...(patientId && { patientId }) }, names);
}

/**
 * Commits the handling of a request in a batch of its own (with `alongside`'s writes) and answers the
 * request as listed now; a request handled meanwhile is the 409. Two round trips: the caller's name
 * beside the batch.
 */
export async function commitHandling(
  waiting: WaitingRequest,
  actorId: string,
  patientId?: string,
  alongside: (batch: WriteBatch) => void = () => undefined,
): Promise<ContactRequestView> {
  const batch = newBatch();
  markHandledIn(batch, waiting, actorId, patientId);
  alongside(batch);
  const [results, names] = await Promise.all([
    batch.commit().catch((error: unknown) => Promise.reject(handledConflict(error))),
    nameOf(actorId),
  ]);
  return handledView(waiting, actorId, results[0]!.writeTime.toDate(), names, patientId);
}

/** The request as handled by an invitation whose batch already committed (invitePatient). One round trip. */
export async function invitedView(waiting: WaitingRequest, actorId: string, patientId: string): Promise<ContactRequestView> {
  return handledView(waiting, actorId, new Date(), await nameOf(actorId), patientId);
}

/** The profile of an address that has an account keeps the request's phone when it has none. */
export const keepRequestPhone = (waiting: WaitingRequest, profile: Parameters<typeof keepPhoneIn>[1]) => (batch: WriteBatch) =>
  keepPhoneIn(batch, profile, waiting.request.phone);
