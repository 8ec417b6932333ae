import type { QueryShape } from '../../functions/src/shared/queryShapes';

/** A query shape for tests: the collection, and only the clauses the test names. */
export const queryShape = (collection: string, parts: Partial<QueryShape> = {}): QueryShape => ({
  collection,
  scope: 'COLLECTION',
  equalities: [],
  arrayContains: [],
  inequalities: [],
  orderBy: [],
  ...parts,
});
