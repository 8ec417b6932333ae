import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { db, settled } from '../../../../tools/testing/api';
import { build, store } from '../../../../tools/testing/factories';
import { globalStats } from '../../analytics/data/stats';

const totalUsers = async () => (await globalStats()).totalUsers;

describe('onUserWritten (delivered by the local Firestore to the Functions emulator)', () => {
  it('counts a new users document in stats/global and uncounts it when deleted', async () => {
    const before = await totalUsers();
    const id = await store('users', build.user({ email: 'trigger@prova.test', firstName: 'T', lastName: 'U' }), {
      id: `trigger-${randomUUID()}`,
    });
    const reference = db.collection('users').doc(id);
    await settled();
    expect(await totalUsers()).toBeGreaterThanOrEqual(before + 1);

    const afterCreate = await totalUsers();
    await reference.update({ firstName: 'Nuovo' });
    await reference.delete();
    await settled();
    expect(await totalUsers()).toBe(afterCreate - 1);
  });
});
