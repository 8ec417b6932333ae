/** The query shapes the functions recorded during `npm test` (functions/src/shared/queryShapes.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { QueryShape } from '../../functions/src/shared/queryShapes';

/**
 * Where `npm test` has the local stack's functions write them, apart from the test reports: each
 * function process writes a shape only the first time, so the file must outlive every step.
 */
export const queryShapesFile = (root: string) => join(root, 'tools', '.cache', 'query-shapes.jsonl');

/** The distinct shapes in the file (several function processes may each record the same one). */
export function readRecordedShapes(file: string): QueryShape[] {
  if (!existsSync(file)) return [];
  const lines = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  return [...lines].map((line) => JSON.parse(line) as QueryShape);
}
