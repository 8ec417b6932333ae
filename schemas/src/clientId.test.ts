import { createHash, randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { clientDocumentId } from './clientId';

describe('clientDocumentId', () => {
  it("is the first 40 hex digits of SHA-256 of the uid and the lowercased clientId, as the server's hash gives them", async () => {
    for (const uid of ['uid-giulia', 'AbC123xyz', 'ùñí']) {
      const clientId = randomUUID().toUpperCase();
      const expected = createHash('sha256').update(`${uid}\n${clientId.toLowerCase()}`).digest('hex').slice(0, 40);
      expect(await clientDocumentId(uid, clientId)).toBe(expected);
    }
  });

  it('names another document for another account or another clientId', async () => {
    const clientId = randomUUID();
    const ids = new Set([
      await clientDocumentId('a', clientId),
      await clientDocumentId('b', clientId),
      await clientDocumentId('a', randomUUID()),
    ]);
    expect(ids.size).toBe(3);
  });
});
