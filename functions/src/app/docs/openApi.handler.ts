import { docsContract } from '@app/schemas/app/docsContract';

import { type ApiRoute, implement } from '../../shared/route';
import { openApiDocument } from './openApiDocument';

/**
 * GET /api/openapi.json: this API described from its route table (also in docs/openapi.json). The
 * table hands itself in (api/routes.ts), since it holds this route too: the docs import nothing above them.
 */
export const openApiRouteOf = (table: () => readonly ApiRoute[]) =>
  implement(docsContract.openApi, async () => openApiDocument(table()) as unknown as Record<string, unknown>);
