import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../../tools/testing/api';
import { applyOnce } from './idempotent';

describe('applyOnce', () => {
  it('applies an event delivered twice only once', async () => {
    const counter = db.collection('test_counters').doc(randomUUID());
    const eventId = `test-${randomUUID()}`;
    const write = () => applyOnce(eventId, (batch) => batch.set(counter, { n: FieldValue.increment(1) }, { merge: true }));
    expect(await write()).toBe(true);
    expect(await write()).toBe(false);
    expect((await counter.get()).data()).toEqual({ n: 1 });
  });

  it('applies two different events', async () => {
    const counter = db.collection('test_counters').doc(randomUUID());
    const write = () => applyOnce(`test-${randomUUID()}`, (batch) => batch.set(counter, { n: FieldValue.increment(1) }, { merge: true }));
    await Promise.all([write(), write()]);
    expect((await counter.get()).data()).toEqual({ n: 2 });
  });
});
