import { randomUUID } from 'node:crypto';

import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../tools/testing/api';
import { applyOnce } from './appliedEvents';

const counterWrite = (counter: FirebaseFirestore.DocumentReference) => (batch: FirebaseFirestore.WriteBatch) =>
  batch.set(counter, { n: FieldValue.increment(1) }, { merge: true });

describe('applyOnce', () => {
  it('applies an event delivered twice to the same function only once', async () => {
    const counter = db.collection('test_counters').doc(randomUUID());
    const eventId = `test-${randomUUID()}`;
    expect(await applyOnce('f', eventId, counterWrite(counter))).toBe(true);
    expect(await applyOnce('f', eventId, counterWrite(counter))).toBe(false);
    expect((await counter.get()).data()).toEqual({ n: 1 });
  });

  it('applies the same event once for each function that receives it', async () => {
    const counter = db.collection('test_counters').doc(randomUUID());
    const eventId = `test-${randomUUID()}`;
    expect(await applyOnce('onPostCreated', eventId, counterWrite(counter))).toBe(true);
    expect(await applyOnce('onUserWritten', eventId, counterWrite(counter))).toBe(true);
    expect((await counter.get()).data()).toEqual({ n: 2 });
  });

  it('applies two different events', async () => {
    const counter = db.collection('test_counters').doc(randomUUID());
    await Promise.all([
      applyOnce('f', `test-${randomUUID()}`, counterWrite(counter)),
      applyOnce('f', `test-${randomUUID()}`, counterWrite(counter)),
    ]);
    expect((await counter.get()).data()).toEqual({ n: 2 });
  });
});
