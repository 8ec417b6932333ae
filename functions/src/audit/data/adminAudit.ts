import { type AdminAuditDoc, adminAuditInsert } from '@app/schemas/audit/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { Query, WriteBatch } from 'firebase-admin/firestore';

import { type CollectionKey, entity } from '../../shared/data/entity';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';

export const adminAudit = entity<AdminAuditDoc>('adminAudit', { notFound: 'Voce del registro non trovata', stamps: ['createdAt'] });

/** What an admin write did: the action, the document it touched and the line the 'Registro' shows. */
export interface AuditRecord {
  /** Dotted, the entity first: 'course.update', 'order.completed', 'user.role'. */
  action: string;
  collection: CollectionKey;
  documentId: string;
  /** Italian, read as it is by the admin: 'Corso «Intestino felice» modificato'. */
  summary: string;
  /** Whose data it touched, when a person's (a patient's uid): their export and erasure find it. */
  subjectId?: string;
}

/**
 * Adds the audit entry of an admin write to the batch that makes the write, so the change and its
 * record commit together or not at all (docs/architecture.md, "Security").
 */
export function recordAdminWrite(batch: WriteBatch, actorId: string, record: AuditRecord): void {
  const entry = adminAuditInsert.parse({ ...record, collection: COLLECTIONS[record.collection], actorId });
  adminAudit.createIn(batch, adminAudit.newRef().id, entry);
}

/** The 'Registro' view reads at most this many entries. */
export const AUDIT_PAGE_SIZE = 100;

/**
 * The latest entries, the newest first: every one for the doctor role, only those about no health
 * data (`clinical` false: accounts, content, money) for an admin without it. One round trip.
 */
export async function latestAuditEntries({
  clinical,
  limit = AUDIT_PAGE_SIZE,
}: {
  clinical: boolean;
  limit?: number;
}): Promise<AdminAuditDoc[]> {
  const entries = clinical ? adminAudit.typed : adminAudit.typed.where('clinical', '==', false);
  const snapshot = await entries.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** The entries about health data (`clinical`), newest first, a page after `cursor`: one round trip. */
export async function clinicalAuditPage(limit: number, cursor?: PageCursor): Promise<{ entries: AdminAuditDoc[]; next?: PageCursor }> {
  const page = await newestFirstPage(adminAudit.typed.where('clinical', '==', true), 'createdAt', limit, cursor);
  return { entries: page.documents.map((document) => document.data()), next: page.next };
}

/**
 * The queries of the entries about a person (docs/security.md, Audit): the subject (their uid, or
 * the hash of their address for a failed sign-in), the document (a role change, an invitation) and
 * the actor. The export reads them; the erasure scrubs them.
 */
export function auditQueriesAbout(uid: string, emailKey: string | undefined): Query<AdminAuditDoc>[] {
  return [
    adminAudit.typed.where('subjectId', 'in', emailKey ? [uid, emailKey] : [uid]),
    adminAudit.typed.where('documentId', '==', uid),
    adminAudit.typed.where('actorId', '==', uid),
  ];
}

/** The summary of an erased person's audit entry: the entry keeps who, when, which action on which document, under the uid. */
export const ERASED_SUMMARY = "Dettagli rimossi con la cancellazione dell'account";
/** The actor's name on the entries an erased person made. */
export const ERASED_ACTOR = 'Account cancellato';
