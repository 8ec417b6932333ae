import { adminEventView } from '@app/schemas/admin';
import { z } from 'zod';

import { latestEventsForAdmin } from '../../data/events';
import { defineRoute } from '../route';
import { adminEventViewOf } from './adminViews';

/** GET /api/admin/events: every event, past ones too, the latest 200 by start: one round trip. */
export const listAdminEventsRoute = defineRoute({
  method: 'get',
  path: '/admin/events',
  access: 'admin',
  summary: 'Tutti gli eventi, pubblici e privati, con data e ora di Roma',
  response: z.array(adminEventView),
  handler: async () => (await latestEventsForAdmin()).map(adminEventViewOf),
});
