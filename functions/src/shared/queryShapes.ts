/**
 * Records the shape of every query the functions run: collection, filters and order, never values.
 * Neither the Node Firestore nor the official emulator enforces composite indexes, production does
 * (FAILED_PRECONDITION until the index is deployed), so `npm test` sets QUERY_SHAPES_FILE for the
 * local stack and afterwards checks every recorded shape against firestore.indexes.json
 * (tools/indexes). Without QUERY_SHAPES_FILE nothing is wrapped and nothing is written.
 */
import { appendFileSync } from 'node:fs';

import { Firestore, Query, Transaction } from '@google-cloud/firestore';

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface QueryShape {
  collection: string;
  /** COLLECTION_GROUP for db.collectionGroup(...) queries. */
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Fields under ==, `in` or `== null`. */
  equalities: string[];
  /** Fields under array-contains or array-contains-any. */
  arrayContains: string[];
  /** Fields under <, <=, >, >=, !=, not-in. */
  inequalities: string[];
  /** Explicit orderBy clauses, in order. */
  orderBy: { field: string; direction: Direction }[];
}

// What the SDK keeps inside a Query (`_queryOptions`, @google-cloud/firestore 9): not public API,
// so read defensively; the unit test fails if the SDK ever moves it.
interface FieldFilter {
  field: { formattedName: string };
  op: string;
}
interface CompositeFilter {
  filters: Filter[];
  operator: 'AND' | 'OR';
}
type Filter = FieldFilter | CompositeFilter;
interface QueryOptions {
  collectionId: string;
  allDescendants: boolean;
  filters: Filter[];
  fieldOrders: { field: { formattedName: string }; direction: Direction }[];
}

const EQUALITY = new Set(['EQUAL', 'IN']);
const ARRAY_CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

/** The filters of each branch of an OR, as Firestore plans them: one index per branch. */
function conjunctions(filter: Filter): FieldFilter[][] {
  if (!('filters' in filter)) return [[filter]];
  const parts = filter.filters.map(conjunctions);
  if (filter.operator === 'OR') return parts.flat();
  return parts.reduce<FieldFilter[][]>((product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
}

const uniqueSorted = (fields: string[]) => [...new Set(fields)].sort();

/** The shapes one query needs indexes for (more than one only for an OR of filters). */
export function queryShapes(query: Query): QueryShape[] {
  const options = (query as unknown as { _queryOptions: QueryOptions })._queryOptions;
  const orderBy = options.fieldOrders.map((order) => ({ field: order.field.formattedName, direction: order.direction }));
  return conjunctions({ filters: options.filters, operator: 'AND' }).map((filters) => {
    const fieldsWhere = (test: (op: string) => boolean) =>
      uniqueSorted(filters.filter((filter) => test(filter.op)).map((filter) => filter.field.formattedName));
    return {
      collection: options.collectionId,
      scope: options.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
      equalities: fieldsWhere((op) => EQUALITY.has(op)),
      arrayContains: fieldsWhere((op) => ARRAY_CONTAINS.has(op)),
      inequalities: fieldsWhere((op) => !EQUALITY.has(op) && !ARRAY_CONTAINS.has(op)),
      orderBy,
    };
  });
}

type AnyMethod = (this: unknown, ...args: unknown[]) => unknown;

/** Wraps `prototype[name]` so that the queries `queriesOf(this, args)` returns are recorded first. */
function recordBefore(
  prototype: object,
  name: string,
  queriesOf: (self: unknown, args: unknown[]) => Query[],
  record: (query: Query) => void,
) {
  const target = prototype as Record<string, AnyMethod & { recordsShapes?: boolean }>;
  const original = target[name];
  if (!original || original.recordsShapes) return;
  const wrapped: AnyMethod & { recordsShapes?: boolean } = function (this: unknown, ...args: unknown[]) {
    queriesOf(this, args).forEach(record);
    return original.apply(this, args);
  };
  wrapped.recordsShapes = true;
  target[name] = wrapped;
}

/** The recorder of each Firestore instance whose queries are recorded. */
const recorders = new Map<Firestore, (query: Query) => void>();
const recordQuery = (query: Query) => recorders.get(query.firestore)?.(query);

/**
 * Appends each new query shape that `db` runs to `file` (JSON lines); the queries of other
 * Firestore instances of the process (the API tests' helpers) are not recorded. Wraps the entry
 * points of a query round trip: Query.get and Query.stream, AggregateQuery.get (count, sum,
 * average) and Transaction.get of a query.
 */
export function recordQueryShapes(db: Firestore, file = process.env.QUERY_SHAPES_FILE) {
  if (!file) return;
  const seen = new Set<string>();
  recorders.set(db, (query: Query) => {
    for (const shape of queryShapes(query)) {
      const line = JSON.stringify(shape);
      if (seen.has(line)) continue;
      seen.add(line);
      appendFileSync(file, `${line}\n`);
    }
  });
  // AggregateQuery is not exported: reach its prototype through an instance, as firestoreTiming.ts does.
  const aggregatePrototype = Object.getPrototypeOf(db.collection('_').count()) as object;
  const queriesIn = (value: unknown): Query[] => {
    if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === aggregatePrototype)
      return [(value as { query: Query }).query];
    // A DocumentReference read is a lookup by id: no index involved.
    return value instanceof Query ? [value] : [];
  };
  recordBefore(Query.prototype, 'get', queriesIn, recordQuery);
  recordBefore(Query.prototype, 'stream', queriesIn, recordQuery);
  recordBefore(aggregatePrototype, 'get', queriesIn, recordQuery);
  recordBefore(Transaction.prototype, 'get', (_self, args) => queriesIn(args[0]), recordQuery);
}
