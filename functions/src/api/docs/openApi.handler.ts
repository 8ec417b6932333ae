import { z } from 'zod';

import { defineRoute } from '../route';
import { openApiDocument } from './openApiDocument';

/** GET /api/openapi.json: this API described from its route table (also in docs/openapi.json). */
export const openApiRoute = defineRoute({
  method: 'get',
  path: '/openapi.json',
  access: 'visitor',
  summary: 'Questo documento OpenAPI',
  response: z.record(z.string(), z.unknown()),
  // Imported lazily: the route table imports this file.
  handler: async () => openApiDocument((await import('../routes')).routes) as unknown as Record<string, unknown>,
});
