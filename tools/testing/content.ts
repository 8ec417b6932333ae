/** Helpers for the content-management API tests: refusals that must write nothing, audit included. */
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { expect } from 'vitest';

import { api, type ApiResponse, db, type TestUser } from './api';

/** How many audit entries this admin has: a refused write leaves it unchanged. */
export const auditCountOf = async (admin: TestUser) =>
  (await db.collection(COLLECTIONS.adminAudit).where('actorId', '==', admin.uid).count().get()).data().count;

/** The admin's audit entries about one document, newest first. */
export async function auditActionsOn(documentId: string): Promise<string[]> {
  const snapshot = await db.collection(COLLECTIONS.adminAudit).where('documentId', '==', documentId).get();
  return snapshot.docs
    .map((document) => document.data())
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .map((entry) => entry.action as string);
}

/** A call as a visitor (401) and as a member (403), each with the Italian message of the refusal. */
export async function expectAdminOnly(path: string, member: TestUser, init: { method: string; body?: unknown }) {
  const visitor = await api(path, init);
  const asMember = await api(path, { ...init, cookie: member.cookie });
  expect(visitor.status).toBe(401);
  expect(asMember.status).toBe(403);
  for (const response of [visitor, asMember] as ApiResponse<{ message?: string }>[]) expect(response.body.message).toBeTypeOf('string');
}

/** The stored fields of a document, or undefined when it is gone. */
export const storedFields = async (collection: keyof typeof COLLECTIONS, id: string) =>
  (await db.collection(COLLECTIONS[collection]).doc(id).get()).data();
