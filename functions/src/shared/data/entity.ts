import { COLLECTIONS } from '@app/schemas/shared/collections';
import { isDocumentId } from '@app/schemas/shared/documentId';
import {
  type DocumentData,
  type DocumentSnapshot,
  FieldValue,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  Timestamp,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { NotFound } from '../domainErrors';
import { db } from '../firebase';

export type CollectionKey = keyof typeof COLLECTIONS;

function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}

/**
 * Reads a stored document as its `…Doc` type: the id plus its fields, Timestamps turned into Dates
 * here and nowhere else. Documents are only written through the insert schemas, so the shape is
 * trusted. Writes go through the untyped reference (they carry FieldValues).
 */
export function documentConverter<D extends { id: string }>(): FirestoreDataConverter<D> {
  return {
    toFirestore: (model) => model as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ id: snapshot.id, ...(toDates(snapshot.data()) as object) }) as D,
  };
}

export interface EntityOptions {
  /** Italian message of the 404 for an unknown or malformed id ('Post non trovato'). */
  notFound: string;
  /** Timestamp fields an insert stamps with the commit time. */
  stamps?: readonly string[];
  /** Counters an insert starts at 0 (docs/product.md: insert shapes omit them). */
  counters?: readonly string[];
}

/**
 * The Firestore access every data module builds on: one top-level collection, ids checked once,
 * typed reads, the 404 in Italian, and inserts that stamp their timestamps and zero their counters.
 */
export function entity<D extends { id: string }>(key: CollectionKey, options: EntityOptions) {
  const collection = db.collection(COLLECTIONS[key]);
  const typed = collection.withConverter(documentConverter<D>());
  const notFound = () => new NotFound(options.notFound);
  const stamps = options.stamps ?? ['createdAt', 'updatedAt'];
  const counters = options.counters ?? [];

  /** The untyped reference for writes; a malformed id is the entity's 404. */
  function ref(id: string) {
    if (!isDocumentId(id)) throw notFound();
    return collection.doc(id);
  }

  /** The document, or undefined for an unknown id or none (a reference left unset: null). */
  async function find(id: string | null): Promise<D | undefined> {
    if (!isDocumentId(id)) return undefined;
    return (await typed.doc(id).get()).data();
  }

  return {
    name: COLLECTIONS[key],
    /** Untyped collection, for writes and for queries whose documents are not read as D. */
    collection,
    /** Typed collection: queries on it yield D. */
    typed,
    notFound,
    ref,
    newRef: () => collection.doc(),
    find,
    /** The document, or the entity's Italian 404. */
    async byId(id: string): Promise<D> {
      const found = await find(id);
      if (!found) throw notFound();
      return found;
    },
    /** The documents of these ids that exist, in one round trip (none for no ids). */
    async many(ids: Iterable<string>, fieldMask?: string[]): Promise<Map<string, D>> {
      const unique = [...new Set(ids)].filter(isDocumentId);
      if (unique.length === 0) return new Map();
      const refs = unique.map((id) => typed.doc(id));
      const snapshots = (await db.getAll(...refs, ...(fieldMask ? [{ fieldMask }] : []))) as DocumentSnapshot<D>[];
      return new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot.data()!]));
    },
    /** The stored fields of a new document: the parsed insert, zeroed counters, stamped times. */
    insertData(insert: object): Record<string, unknown> {
      const data: Record<string, unknown> = { ...insert };
      for (const counter of counters) data[counter] = 0;
      for (const stamp of stamps) data[stamp] = FieldValue.serverTimestamp();
      return data;
    },
    /** Adds the creation of a new document (create precondition: a duplicate id fails). */
    createIn(batch: WriteBatch, id: string, insert: object) {
      batch.create(ref(id), this.insertData(insert));
    },
  };
}

export type Entity<D extends { id: string }> = ReturnType<typeof entity<D>>;

/** A new atomic batch. Data modules compose their writes in it; handlers only commit. */
export const newBatch = () => db.batch();
