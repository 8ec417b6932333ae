import { pushContract } from '@app/schemas/notifications/pushContract';

import { implement } from '../../../shared/route';
import { deletePushSubscriptionOf } from '../../data/pushSubscriptions';

/** DELETE /api/push/subscriptions {endpoint}: one of the caller's own devices stops receiving (another's is a 404). */
export const deletePushSubscriptionRoute = implement(pushContract.deletePushSubscription, async ({ caller, body }) => ({
  id: await deletePushSubscriptionOf(caller.uid, body.endpoint),
}));
