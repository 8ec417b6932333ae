import { sameTerms } from '@app/schemas/shared/searchTerms';
import type { DocumentReference } from 'firebase-admin/firestore';

import { FIRESTORE_CODES, isFirestoreError } from '../firestoreErrors';

/**
 * Writes a document's `searchTerms` (shared/searchTerms.ts) when they differ from the stored ones:
 * the triggers that keep them call it with every write, so it converges, and terms already in step
 * write nothing. A document deleted meanwhile is left alone. Answers whether it wrote.
 */
export async function keepTermsInStep(ref: DocumentReference, stored: unknown, terms: string[]): Promise<boolean> {
  if (sameTerms(stored, terms)) return false;
  try {
    await ref.update({ searchTerms: terms });
    return true;
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.notFound)) return false;
    throw error;
  }
}
