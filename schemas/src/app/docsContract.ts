import { z } from 'zod';

import { defineContract } from '../shared/contract';

/** The docs calls: method, path, access and the zod schemas of what each reads and answers. */
export const docsContract = {
  openApi: defineContract({
    method: 'get',
    path: '/openapi.json',
    access: 'visitor',
    provides: ['docs'],
    roundTrips: 0,
    summary: 'Questo documento OpenAPI',
    response: z.record(z.string(), z.unknown()),
  }),
};
