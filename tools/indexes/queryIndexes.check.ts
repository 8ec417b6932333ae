/**
 * Run by `npm test` after the API and browser tests (its own vitest config): every query the
 * functions ran has its index in firestore.indexes.json, and every index there serves a query.
 */
import { resolve } from 'node:path';

import { expect, it } from 'vitest';

import { readIndexFile } from './indexFile';
import { indexProblems } from './indexReport';
import { queryShapesFile, readRecordedShapes } from './recordedShapes';
import { checkQueryShapes } from './requiredIndex';

const root = resolve(import.meta.dirname, '../..');
const shapes = readRecordedShapes(process.env.QUERY_SHAPES_FILE ?? queryShapesFile(root));

it('every query the functions ran during the tests has its index, and every index serves one of them', () => {
  expect(shapes.length, 'nessuna query registrata: lancia questo controllo con npm test').toBeGreaterThan(0);
  console.log(`Forme di query controllate con firestore.indexes.json: ${shapes.length}`);
  const problems = indexProblems(checkQueryShapes(shapes, readIndexFile(root)));
  if (problems.length) expect.fail(problems.join('\n\n'));
});
