import { describe, expect, it } from 'vitest';

import { clientDocumentId } from './clientId';

describe('clientDocumentId', () => {
  // Known answers, from another SHA-256 implementation (Python's hashlib): the first 40 hex digits
  // of SHA-256 of "uid\nclientId in lowercase", as the server named the documents already stored.
  it.each([
    ['uid-giulia', '3F2504E0-4F89-41D3-9A0C-0305E82C3301', '90127d9413b3f7450ef061ef38ab1002d8591516'],
    ['ùñí', 'b0a1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', '8e6abbdc536d34a5787db5e99ac9adfc94f5f56e'],
  ])('names the document of %s and %s %s', async (uid, clientId, expected) => {
    expect(await clientDocumentId(uid, clientId)).toBe(expected);
  });

  it('names another document for another account or another clientId', async () => {
    const clientId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const other = 'b0a1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
    const ids = new Set([await clientDocumentId('a', clientId), await clientDocumentId('b', clientId), await clientDocumentId('a', other)]);
    expect(ids.size).toBe(3);
  });
});
