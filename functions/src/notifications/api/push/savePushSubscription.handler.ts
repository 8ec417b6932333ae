import { pushContract } from '@app/schemas/notifications/pushContract';

import { enforceRateLimits } from '../../../shared/data/rateLimit';
import { Invalid } from '../../../shared/domainErrors';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { savePushSubscription } from '../../data/pushSubscriptions';
import { isAllowedPushEndpoint } from '../../push/endpoints';

export const UNKNOWN_PUSH_SERVICE = 'Questo browser usa un servizio di notifiche che non è supportato';

/**
 * POST /api/push/subscriptions: this device receives the caller's notifications. Only a browser push
 * service's address is accepted; the same device again rewrites its one document.
 */
export const savePushSubscriptionRoute = implement(pushContract.savePushSubscription, async ({ caller, body, request, response }) => {
  if (!isAllowedPushEndpoint(body.endpoint)) throw new Invalid(UNKNOWN_PUSH_SERVICE);
  await enforceRateLimits([{ limit: RATE_LIMITS.pushDevicesPerMember, key: caller.uid }], response, request.now);
  return { id: await savePushSubscription(caller.uid, body.endpoint, body.keys) };
});
