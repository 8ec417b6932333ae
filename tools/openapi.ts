import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { openApiDocument } from '../functions/src/api/docs/openApiDocument';
import { routes } from '../functions/src/api/routes';

/** `npm run openapi`: writes docs/openapi.json from the route table (a test keeps it in step). */
export const OPENAPI_FILE = join(import.meta.dirname, '..', 'docs', 'openapi.json');
export const openApiText = () => `${JSON.stringify(openApiDocument(routes), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Scritto ${OPENAPI_FILE}: ${routes.length} chiamate`);
}
