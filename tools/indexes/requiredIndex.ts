/**
 * Which index a query needs, by Firestore's rules, and whether firestore.indexes.json has it.
 *
 * - Equality filters alone (==, in, array-contains) are served by merging the automatic
 *   single-field indexes; so is an order or range on one field with no equality filter.
 * - Anything else (an equality plus an order or range on another field, orders on two fields) needs
 *   a composite index: the equality fields first (any order), then the ordered fields with their
 *   directions. Inequality fields not ordered explicitly are ordered ascending after the explicit
 *   orders, as Firestore does, and the document id (__name__) last in the last direction.
 * - A query served by the automatic indexes fails if a field override exempts its field.
 *
 * The check is deliberately strict: it asks for the one index that matches the query exactly, not
 * for a merge of other composite indexes that Firestore might find.
 */
import type { QueryShape } from '../../functions/src/shared/queryShapes';
import type { CompositeIndex, Direction, FieldOverride, IndexField, IndexFile } from './indexFile';

const DOCUMENT_ID = '__name__';

interface Order {
  field: string;
  direction: Direction;
}

/** The order Firestore scans the index in: explicit orders, then unordered inequality fields. */
function effectiveOrder(shape: QueryShape): Order[] {
  const orders: Order[] = [...shape.orderBy];
  for (const field of shape.inequalities) {
    if (!orders.some((order) => order.field === field)) orders.push({ field, direction: 'ASCENDING' });
  }
  const equalities = new Set([...shape.equalities, ...shape.arrayContains]);
  const relevant = orders.filter((order) => !equalities.has(order.field));
  // Every index ends with the document id in the direction of its last field.
  const last = relevant.at(-1);
  if (last?.field === DOCUMENT_ID && (relevant.length === 1 || relevant.at(-2)?.direction === last.direction)) relevant.pop();
  return relevant;
}

interface Requirement {
  /** Equality and array-contains fields: first in the index, in any order. */
  equalities: IndexField[];
  /** Then these, in this order and these directions. */
  orders: IndexField[];
}

/** What a composite index must hold for the query, or undefined when the automatic indexes serve it. */
function requirement(shape: QueryShape): Requirement | undefined {
  const orders = effectiveOrder(shape);
  const equalityCount = shape.equalities.length + shape.arrayContains.length;
  if (orders.length === 0 || (equalityCount === 0 && orders.length === 1)) return undefined;
  return {
    equalities: [
      ...shape.equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...shape.arrayContains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
    ].sort((a, b) => a.fieldPath.localeCompare(b.fieldPath)),
    orders: orders.map((order): IndexField => ({ fieldPath: order.field, order: order.direction })),
  };
}

/** The composite index the query needs (as firestore.indexes.json writes it), or undefined. */
export function requiredIndex(shape: QueryShape): CompositeIndex | undefined {
  const needed = requirement(shape);
  if (!needed) return undefined;
  return { collectionGroup: shape.collection, queryScope: shape.scope, fields: [...needed.equalities, ...needed.orders] };
}

// An equality field matches whatever its direction in the index; an ordered one only in its own.
const equalityKey = (field: IndexField) => ('arrayConfig' in field ? `${field.fieldPath}:CONTAINS` : field.fieldPath);
const orderKey = (field: IndexField) => ('arrayConfig' in field ? `${field.fieldPath}:CONTAINS` : `${field.fieldPath}:${field.order}`);

/** Whether `index` serves the query: its equality fields in any order, then its ordered fields. */
export function indexServes(index: CompositeIndex, shape: QueryShape): boolean {
  const needed = requirement(shape);
  if (!needed || index.collectionGroup !== shape.collection || index.queryScope !== shape.scope) return false;
  const fields = [...index.fields];
  const [beforeLast, last] = fields.slice(-2);
  // An explicit trailing __name__ in the direction of the field before it is what every index has.
  if (last?.fieldPath === DOCUMENT_ID && beforeLast && 'order' in last && 'order' in beforeLast && last.order === beforeLast.order)
    fields.pop();
  if (fields.length !== needed.equalities.length + needed.orders.length) return false;
  const leading = fields.slice(0, needed.equalities.length).map(equalityKey).sort();
  return (
    leading.join() === needed.equalities.map(equalityKey).sort().join() &&
    fields.slice(needed.equalities.length).map(orderKey).join() === needed.orders.map(orderKey).join()
  );
}

/** The automatic single-field index a field needs is missing when an override exempts it. */
function exemptions(shape: QueryShape, overrides: FieldOverride[]): string[] {
  const override = (field: string) =>
    overrides.find((candidate) => candidate.collectionGroup === shape.collection && candidate.fieldPath === field);
  const has = (field: string, wanted: (index: FieldOverride['indexes'][number]) => boolean) => {
    const found = override(field);
    return !found || found.indexes.some((index) => (index.queryScope ?? 'COLLECTION') === shape.scope && wanted(index));
  };
  const missing: string[] = [];
  for (const field of shape.equalities) if (!has(field, (index) => 'order' in index)) missing.push(field);
  for (const field of shape.arrayContains) if (!has(field, (index) => 'arrayConfig' in index)) missing.push(field);
  for (const order of effectiveOrder(shape)) {
    if (order.field !== DOCUMENT_ID && !has(order.field, (index) => 'order' in index && index.order === order.direction))
      missing.push(order.field);
  }
  return [...new Set(missing)];
}

export interface IndexCheck {
  /** The composite indexes that no entry of the file serves, each with the queries that need it. */
  missing: { index: CompositeIndex; queries: QueryShape[] }[];
  /** Entries of the file that no recorded query uses. */
  unused: CompositeIndex[];
  /** Queries served by automatic indexes on fields that a field override exempts. */
  exempt: { shape: QueryShape; fields: string[] }[];
}

export function checkQueryShapes(shapes: QueryShape[], file: IndexFile): IndexCheck {
  const check: IndexCheck = { missing: [], unused: [], exempt: [] };
  const used = new Set<CompositeIndex>();
  for (const shape of shapes) {
    const needed = requiredIndex(shape);
    if (!needed) {
      const fields = exemptions(shape, file.fieldOverrides);
      if (fields.length) check.exempt.push({ shape, fields });
      continue;
    }
    const found = file.indexes.find((index) => indexServes(index, shape));
    if (found) {
      used.add(found);
      continue;
    }
    const same = check.missing.find((entry) => JSON.stringify(entry.index) === JSON.stringify(needed));
    if (same) same.queries.push(shape);
    else check.missing.push({ index: needed, queries: [shape] });
  }
  check.unused = file.indexes.filter((index) => !used.has(index));
  return check;
}
