/** Web push (docs/push.md): the caller's devices, the public key, switching this device on or off. */
import type { PushSubscriptionBody } from '@app/schemas/notifications/push';
import { pushContract } from '@app/schemas/notifications/pushContract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, ApiError, contractQuery, invalidatedBy } from '../../shared/api/client';

export const usePushDevices = () => useQuery(contractQuery(pushContract.listPushDevices));

export const fetchPushPublicKey = async () => (await api(pushContract.pushPublicKey)).publicKey;

/** Stores this device's subscription, then refreshes the device list. */
export function useSavePushSubscription() {
  return useMutation({
    meta: invalidatedBy(pushContract.savePushSubscription),
    mutationFn: (body: PushSubscriptionBody) => api(pushContract.savePushSubscription, { body }),
  });
}

/** Forgets a device of the caller's on the server; one it no longer has (404: removed after the push service dropped it) is fine. */
export async function forgetPushDevice(endpoint: string): Promise<void> {
  try {
    await api(pushContract.deletePushSubscription, { body: { endpoint } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Forgets this device, then refreshes the device list. */
export function useDeletePushSubscription() {
  return useMutation({ meta: invalidatedBy(pushContract.deletePushSubscription), mutationFn: forgetPushDevice });
}
