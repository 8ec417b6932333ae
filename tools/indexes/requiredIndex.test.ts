import { describe, expect, it } from 'vitest';

import { queryShape as shape } from '../testing/queryShape';
import type { CompositeIndex, IndexFile } from './indexFile';
import { indexProblems } from './indexReport';
import { checkQueryShapes, indexServes, requiredIndex } from './requiredIndex';

const file = (indexes: CompositeIndex[] = [], fieldOverrides: IndexFile['fieldOverrides'] = []): IndexFile => ({ indexes, fieldOverrides });

const ordersOfUser = shape('orders', { equalities: ['userId'], orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] });
const ordersOfUserIndex: CompositeIndex = {
  collectionGroup: 'orders',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'userId', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};

describe('requiredIndex: the automatic single-field indexes', () => {
  it('serve equality filters alone, on any number of fields', () => {
    expect(requiredIndex(shape('services', { equalities: ['isActive'] }))).toBeUndefined();
    expect(requiredIndex(shape('likes', { equalities: ['postId', 'userId'], arrayContains: ['tags'] }))).toBeUndefined();
  });

  it('serve an order or a range on one field, in either direction', () => {
    expect(requiredIndex(shape('posts', { orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] }))).toBeUndefined();
    expect(
      requiredIndex(shape('posts', { inequalities: ['createdAt'], orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] })),
    ).toBeUndefined();
    expect(requiredIndex(shape('calendar_events', { inequalities: ['startTime'] }))).toBeUndefined();
  });

  it('serve an order on a field that is also under equality, and the document id as the last order', () => {
    expect(
      requiredIndex(shape('orders', { equalities: ['userId'], orderBy: [{ field: 'userId', direction: 'DESCENDING' }] })),
    ).toBeUndefined();
    const byDate = [
      { field: 'createdAt', direction: 'DESCENDING' as const },
      { field: '__name__', direction: 'DESCENDING' as const },
    ];
    expect(requiredIndex(shape('posts', { orderBy: byDate }))).toBeUndefined();
  });
});

describe('requiredIndex: composite indexes', () => {
  it('an equality plus an order on another field: the equality field first, then the order with its direction', () => {
    expect(requiredIndex(ordersOfUser)).toEqual(ordersOfUserIndex);
  });

  it('an equality plus a range on another field: the range field ascending, as Firestore orders it', () => {
    expect(requiredIndex(shape('calendar_events', { equalities: ['isPublic'], inequalities: ['startTime'] }))?.fields).toEqual([
      { fieldPath: 'isPublic', order: 'ASCENDING' },
      { fieldPath: 'startTime', order: 'ASCENDING' },
    ]);
  });

  it('a range plus an order on another field: the explicit order first, then the range field', () => {
    const query = shape('posts', { inequalities: ['likesCount'], orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] });
    expect(requiredIndex(query)?.fields).toEqual([
      { fieldPath: 'createdAt', order: 'DESCENDING' },
      { fieldPath: 'likesCount', order: 'ASCENDING' },
    ]);
  });

  it('array-contains plus an order: the array field with arrayConfig CONTAINS', () => {
    const query = shape('posts', { arrayContains: ['tags'], orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] });
    expect(requiredIndex(query)?.fields).toEqual([
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
  });

  it('orders on two fields', () => {
    const query = shape('lessons', {
      orderBy: [
        { field: 'courseId', direction: 'ASCENDING' },
        { field: 'order', direction: 'ASCENDING' },
      ],
    });
    expect(requiredIndex(query)?.fields).toHaveLength(2);
  });

  it('a collectionGroup query needs a COLLECTION_GROUP index', () => {
    expect(requiredIndex({ ...ordersOfUser, scope: 'COLLECTION_GROUP' })?.queryScope).toBe('COLLECTION_GROUP');
  });
});

describe('indexServes', () => {
  it('takes the equality fields in any order and their direction as written', () => {
    const query = shape('events', { equalities: ['isPublic', 'category'], orderBy: [{ field: 'startTime', direction: 'ASCENDING' }] });
    const index: CompositeIndex = {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'isPublic', order: 'DESCENDING' },
        { fieldPath: 'category', order: 'ASCENDING' },
        { fieldPath: 'startTime', order: 'ASCENDING' },
      ],
    };
    expect(indexServes(index, query)).toBe(true);
  });

  it('accepts an explicit trailing __name__ in the direction of the last field', () => {
    const index = { ...ordersOfUserIndex, fields: [...ordersOfUserIndex.fields, { fieldPath: '__name__', order: 'DESCENDING' as const }] };
    expect(indexServes(index, ordersOfUser)).toBe(true);
  });

  it('refuses another direction, another order of the ordered fields, another collection or scope', () => {
    const ascending: CompositeIndex = {
      ...ordersOfUserIndex,
      fields: [ordersOfUserIndex.fields[0]!, { fieldPath: 'createdAt', order: 'ASCENDING' }],
    };
    expect(indexServes(ascending, ordersOfUser)).toBe(false);
    expect(indexServes({ ...ordersOfUserIndex, collectionGroup: 'invoices' }, ordersOfUser)).toBe(false);
    expect(indexServes({ ...ordersOfUserIndex, queryScope: 'COLLECTION_GROUP' }, ordersOfUser)).toBe(false);
    const extraField: CompositeIndex = {
      ...ordersOfUserIndex,
      fields: [{ fieldPath: 'status', order: 'ASCENDING' }, ...ordersOfUserIndex.fields],
    };
    expect(indexServes(extraField, ordersOfUser)).toBe(false);
  });
});

describe('checkQueryShapes', () => {
  it('passes when every query that needs a composite index finds it, and every index is used', () => {
    const check = checkQueryShapes([ordersOfUser, shape('services', { equalities: ['isActive'] })], file([ordersOfUserIndex]));
    expect(indexProblems(check)).toEqual([]);
  });

  it('fails with the missing index as JSON ready to paste, and the queries that need it', () => {
    const check = checkQueryShapes([ordersOfUser], file());
    const [problem] = indexProblems(check);
    expect(problem).toContain('firestore.indexes.json');
    expect(problem).toContain('orders: userId ==, order by createdAt DESCENDING');
    const pasted = JSON.parse(problem!.slice(problem!.indexOf('{'), problem!.lastIndexOf('}') + 1));
    expect(pasted).toEqual(ordersOfUserIndex);
  });

  it('lists a missing index once for all the queries that need it', () => {
    const withRange = { ...ordersOfUser, inequalities: ['createdAt'] };
    const check = checkQueryShapes([ordersOfUser, withRange], file());
    expect(check.missing).toHaveLength(1);
    expect(check.missing[0]!.queries).toHaveLength(2);
  });

  it('reports an index that no query uses', () => {
    const check = checkQueryShapes([shape('services', { equalities: ['isActive'] })], file([ordersOfUserIndex]));
    expect(check.unused).toEqual([ordersOfUserIndex]);
    expect(indexProblems(check)[0]).toContain('Nessuna query usa questo indice');
  });

  it('fails a query that relies on the automatic index of a field the overrides exempt', () => {
    const overrides = [{ collectionGroup: 'posts', fieldPath: 'content', indexes: [] }];
    const check = checkQueryShapes(
      [shape('posts', { equalities: ['content'] }), shape('posts', { equalities: ['authorId'] })],
      file([], overrides),
    );
    expect(check.exempt).toEqual([{ shape: shape('posts', { equalities: ['content'] }), fields: ['content'] }]);
  });

  it('does not need the exempt field when a composite index serves the query', () => {
    const overrides = [{ collectionGroup: 'orders', fieldPath: 'userId', indexes: [] }];
    expect(indexProblems(checkQueryShapes([ordersOfUser], file([ordersOfUserIndex], overrides)))).toEqual([]);
  });
});
