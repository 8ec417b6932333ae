/** The shape of firestore.indexes.json, as `firebase deploy --only firestore:indexes` reads it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Direction } from '../../functions/src/shared/queryShapes';

export type { Direction };
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export type IndexField = { fieldPath: string; order: Direction } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

/** A field's own (single-field) indexes; `indexes: []` exempts the field from automatic indexing. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: (({ order: Direction } | { arrayConfig: 'CONTAINS' }) & { queryScope?: QueryScope })[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export const INDEX_FILE = 'firestore.indexes.json';

export function readIndexFile(root: string): IndexFile {
  return JSON.parse(readFileSync(join(root, INDEX_FILE), 'utf8')) as IndexFile;
}
