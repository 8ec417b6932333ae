import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { REGION } from '../../functions/src/shared/region';
import { firebaseJsonErrors, firebaseRcErrors, validateIndexFile } from './firebaseCli';
import { type DeclaredFunction, declaredFunctions, discoverFunctions } from './functionsManifest';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const firebaseJson = readJson('firebase.json');

describe("the project's config, by firebase-tools' own schemas", () => {
  it('firebase.json is valid, and the validator refuses an unknown key', () => {
    expect(firebaseJsonErrors(firebaseJson)).toEqual([]);
    expect(firebaseJsonErrors({ ...firebaseJson, hostingg: {} })).not.toEqual([]);
  });

  it('.firebaserc is valid, and the schema refuses a project that is not a name', () => {
    expect(firebaseRcErrors(readJson('.firebaserc'))).toEqual([]);
    expect(firebaseRcErrors({ projects: { default: 42 } })).not.toEqual([]);
  });

  it('firestore.indexes.json passes the validation of `firebase deploy --only firestore:indexes`', () => {
    expect(() => validateIndexFile(readJson('firestore.indexes.json'))).not.toThrow();
    const wrongOrder = {
      indexes: [{ collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'userId', order: 'ASC' }] }],
    };
    expect(() => validateIndexFile(wrongOrder)).toThrow(/order/);
  });

  it('the functions runtime is the Node the functions declare', () => {
    const engines = (readJson('functions/package.json') as { engines: { node: string } }).engines;
    expect(firebaseJson.functions[0].runtime).toBe(`nodejs${engines.node}`);
  });
});

describe('the Hosting rewrites and the bundle', () => {
  let declared: DeclaredFunction[];
  beforeAll(async () => {
    // The built bundle (functions/lib), loaded as the CLI's discovery loads it.
    declared = declaredFunctions(await discoverFunctions(join(ROOT, 'functions'), readJson('.firebaserc').projects.default));
  }, 60_000);

  it('each rewrite to a function names one the bundle exports, in its region, over HTTPS', () => {
    const rewrites = (firebaseJson.hosting.rewrites as { source: string; function?: { functionId: string; region: string } }[]).filter(
      (rewrite) => rewrite.function,
    );
    expect(rewrites.map((rewrite) => rewrite.source)).toEqual(['/api/**']);
    for (const { function: target } of rewrites) {
      expect(declared).toContainEqual({ name: target!.functionId, region: target!.region, trigger: 'https' });
      expect(target!.region).toBe(REGION);
    }
  });
});
