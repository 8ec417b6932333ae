import { z } from 'zod';

/**
 * Whether a string can name a document of a top-level collection: not empty, no '/' (which would
 * point into a subcollection), not '.' or '..', not Firestore's reserved `__…__`, and short. Every
 * id from a URL or a body passes here before it reaches a document path.
 */
export function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 200 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);
}

/** A path parameter naming a document; the router answers 404 with `notFoundMessage` otherwise. */
export const documentIdParam = (notFoundMessage: string) =>
  z.string({ error: notFoundMessage }).refine(isDocumentId, { error: notFoundMessage });
