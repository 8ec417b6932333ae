import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FieldPath, Filter } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { db } from '../../../tools/testing/api';
import { queryShape as shape } from '../../../tools/testing/queryShape';
import { db as functionsDb } from './firebase';
import { type QueryShape, queryShapes, recordQueryShapes } from './queryShapes';

describe('queryShapes', () => {
  it('reads the collection, the equality fields and the order with its direction', () => {
    const query = db.collection('orders').where('userId', '==', 'u1').orderBy('createdAt', 'desc').limit(10);
    expect(queryShapes(query)).toEqual([
      shape('orders', { equalities: ['userId'], orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] }),
    ]);
  });

  it('counts `in` and `== null` as equalities, array-contains apart, ranges and != as inequalities', () => {
    const query = db
      .collection('posts')
      .where('postId', 'in', ['a', 'b'])
      .where('deletedAt', '==', null)
      .where('tags', 'array-contains', 'pcos')
      .where('likesCount', '>=', 3)
      .where('status', '!=', 'draft');
    expect(queryShapes(query)).toEqual([
      shape('posts', { equalities: ['deletedAt', 'postId'], arrayContains: ['tags'], inequalities: ['likesCount', 'status'] }),
    ]);
  });

  it('records the document id as __name__ and a collectionGroup query with its scope', () => {
    const query = db.collectionGroup('lessons').where('courseId', '==', 'c1').orderBy(FieldPath.documentId());
    expect(queryShapes(query)).toEqual([
      shape('lessons', { scope: 'COLLECTION_GROUP', equalities: ['courseId'], orderBy: [{ field: '__name__', direction: 'ASCENDING' }] }),
    ]);
  });

  it('splits an OR into one shape per branch, as Firestore needs an index per branch', () => {
    const query = db
      .collection('calendar_events')
      .where(
        Filter.and(
          Filter.where('isPublic', '==', true),
          Filter.or(Filter.where('requiredLevel', '<=', 2), Filter.where('hostId', '==', 'h')),
        ),
      )
      .orderBy('startTime');
    const order = [{ field: 'startTime', direction: 'ASCENDING' as const }];
    expect(queryShapes(query)).toEqual([
      shape('calendar_events', { equalities: ['isPublic'], inequalities: ['requiredLevel'], orderBy: order }),
      shape('calendar_events', { equalities: ['hostId', 'isPublic'], orderBy: order }),
    ]);
  });
});

describe('recordQueryShapes', () => {
  it("appends each new shape of its instance once: queries, counts and queries read in a transaction, not document reads nor another instance's queries", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'query-shapes-')), 'shapes.jsonl');
    recordQueryShapes(db, file);
    const collection = db.collection(`test_shapes_${randomUUID().slice(0, 8)}`);
    await collection.where('a', '==', 1).orderBy('b', 'desc').get();
    await collection.where('a', '==', 2).orderBy('b', 'desc').get();
    await collection.where('c', '>=', 1).count().get();
    await db.runTransaction(async (transaction) => {
      await transaction.get(collection.where('d', 'array-contains', 'x'));
      await transaction.get(collection.doc('one'));
    });
    await collection.doc('two').get();
    // Another Firestore instance of the process (the functions' own, here) is not recorded.
    await functionsDb.collection(collection.id).where('e', '==', 1).get();

    const recorded = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as QueryShape);
    expect(recorded).toEqual([
      shape(collection.id, { equalities: ['a'], orderBy: [{ field: 'b', direction: 'DESCENDING' }] }),
      shape(collection.id, { inequalities: ['c'] }),
      shape(collection.id, { arrayContains: ['d'] }),
    ]);
  });
});
