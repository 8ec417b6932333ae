import { eventsContract } from '@app/schemas/events/contract';

import { implement } from '../../shared/route';
import { latestEventsForAdmin } from '../data/events';
import { adminEventViewOf } from './adminEventView';

/** GET /api/admin/events: every event, past ones too, the latest 200 by start: one round trip. */
export const listAdminEventsRoute = implement(eventsContract.listAdminEvents, async () =>
  (await latestEventsForAdmin()).map(adminEventViewOf),
);
