import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { db } from './testing/api';

describe('the local Firestore', () => {
  it('applies every field transform of a write, as production does', async () => {
    const reference = db.collection('transform_checks').doc();
    await reference.create({
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      count: FieldValue.increment(2),
    });
    const stored = (await reference.get()).data()!;
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored.updatedAt).toBeInstanceOf(Timestamp);
    expect(stored.count).toBe(2);
    await reference.delete();
  });

  it('applies a batch all or nothing: a failed create after an update undoes the update', async () => {
    const [fresh, updated, existing] = [
      db.collection('transform_checks').doc(),
      db.collection('transform_checks').doc(),
      db.collection('transform_checks').doc(),
    ];
    await Promise.all([updated.set({ value: 1 }), existing.set({ value: 1 })]);
    const batch = db.batch().create(fresh, { value: 1 }).update(updated, { value: 2 }).create(existing, { value: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await fresh.get()).exists).toBe(false);
    expect((await updated.get()).get('value')).toBe(1);
    await expect(db.batch().update(updated, { value: 3 }).delete(fresh, { exists: true }).commit()).rejects.toMatchObject({ code: 5 });
    expect((await updated.get()).get('value')).toBe(1);
    // Preconditions see the batch's own earlier writes.
    await db.batch().create(fresh, { value: 1 }).update(fresh, { value: 2 }).commit();
    expect((await fresh.get()).get('value')).toBe(2);
    await Promise.all([fresh.delete(), updated.delete(), existing.delete()]);
  });

  it("stores and reads documents whose ids are Object.prototype's names, as production does", async () => {
    for (const id of ['valueOf', 'constructor', 'toString', '__proto__x']) {
      const reference = db.collection('transform_checks').doc(id);
      expect((await reference.get()).exists).toBe(false);
      await reference.set({ id });
      expect((await reference.get()).data()).toEqual({ id });
      expect((await db.collection(id).doc('inside').get()).exists).toBe(false);
      await reference.delete();
    }
  });
});
