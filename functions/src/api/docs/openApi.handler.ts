import { docsContract } from '@app/schemas/contracts/docs';

import { implement } from '../route';
import { openApiDocument } from './openApiDocument';

/** GET /api/openapi.json: this API described from its route table (also in docs/openapi.json). */
export const openApiRoute = implement(
  docsContract.openApi,
  async () => openApiDocument((await import('../routes')).routes) as unknown as Record<string, unknown>,
);
