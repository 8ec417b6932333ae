import { pushContract } from '@app/schemas/notifications/pushContract';

import { implement } from '../../../shared/route';
import { pushSubscriptionsOf } from '../../data/pushSubscriptions';

/** GET /api/push/subscriptions: the caller's devices, ids and dates only (the profile shows whether this one is among them). */
export const listPushDevicesRoute = implement(pushContract.listPushDevices, async ({ caller }) => ({
  devices: (await pushSubscriptionsOf(caller.uid)).map((device) => ({ id: device.id, subscribedAt: device.subscribedAt.toISOString() })),
}));
