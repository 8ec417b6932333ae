import { describe, expect, it } from 'vitest';

import { notYetListed } from './outbox';

describe('notYetListed', () => {
  it("keeps, in their order, the waiting writes whose document the server's list does not show yet", () => {
    const items = [{ documentId: 'a' }, { documentId: 'b' }, { documentId: 'c' }];
    expect(notYetListed(items, ['b', 'x'])).toEqual([{ documentId: 'a' }, { documentId: 'c' }]);
    expect(notYetListed(items, [])).toEqual(items);
    expect(notYetListed(items, ['c', 'a', 'b'])).toEqual([]);
  });
});
