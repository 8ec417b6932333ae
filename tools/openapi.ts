import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { openApiDocument } from '../functions/src/app/docs/openApiDocument';
import { routes } from '../functions/src/app/routes';
import { roundTripTable, withRoundTripTable } from './docs/roundTripTable';

/**
 * `npm run openapi`: writes docs/openapi.json from the route table, and the round trips' table of
 * docs/api.md (a test keeps both in step).
 */
export const OPENAPI_FILE = join(import.meta.dirname, '..', 'docs', 'openapi.json');
export const API_DOC_FILE = join(import.meta.dirname, '..', 'docs', 'api.md');
export const openApiText = () => `${JSON.stringify(openApiDocument(routes), null, 2)}\n`;
export const apiDocText = () => withRoundTripTable(readFileSync(API_DOC_FILE, 'utf8'), roundTripTable(routes));

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OPENAPI_FILE, openApiText());
  writeFileSync(API_DOC_FILE, apiDocText());
  console.log(`Scritti ${OPENAPI_FILE} e la tabella dei round trip di ${API_DOC_FILE}: ${routes.length} chiamate`);
}
