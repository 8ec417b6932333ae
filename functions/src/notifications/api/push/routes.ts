import type { ApiRoute } from '../../../shared/route';
import { deletePushSubscriptionRoute } from './deletePushSubscription.handler';
import { listPushDevicesRoute } from './listPushDevices.handler';
import { pushPublicKeyRoute } from './pushPublicKey.handler';
import { savePushSubscriptionRoute } from './savePushSubscription.handler';

/** The web push routes (docs/push.md), in the order Express tries them. */
export const pushRoutes: readonly ApiRoute[] = [
  pushPublicKeyRoute,
  listPushDevicesRoute,
  savePushSubscriptionRoute,
  deletePushSubscriptionRoute,
];
