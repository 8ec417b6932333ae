import { readFileSync } from 'node:fs';

import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { COLLECTIONS } from './schemas/src/shared/collections';

// Every collection denies every client: the browser goes through /api only.
let environment: RulesTestEnvironment;

beforeAll(async () => {
  environment = await initializeTestEnvironment({
    projectId: 'demo-nutrizione',
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: '127.0.0.1',
      port: 8080 + Number(process.env.STACK_PORT_OFFSET ?? 0),
    },
  });
});

afterAll(async () => {
  await environment?.cleanup();
});

describe('firestore.rules', () => {
  for (const collection of Object.values(COLLECTIONS)) {
    it(`denies reads and writes of ${collection} to visitors, members and admins`, async () => {
      const clients = [
        environment.unauthenticatedContext(),
        environment.authenticatedContext('member'),
        environment.authenticatedContext('admin', { admin: true }),
      ];
      for (const client of clients) {
        const reference = doc(client.firestore(), collection, 'any');
        await assertFails(getDoc(reference));
        await assertFails(setDoc(reference, { any: 'value' }));
      }
    });
  }
});
