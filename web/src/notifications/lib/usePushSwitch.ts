import { useCallback, useEffect, useState } from 'react';

import { fetchPushPublicKey, useDeletePushSubscription, usePushDevices, useSavePushSubscription } from '../api/push';
import { browserSupportsPush, currentSubscription, subscribeThisDevice, workerRegistration } from './pushDevice';
import { deviceIdOf } from './pushSubscription';

/** How long the page waits for the app's service worker to register after a load. */
const WORKER_WAIT_MS = 4000;

/** Why this device cannot switch notifications on, or 'ready'. */
export type PushAvailability = 'checking' | 'unsupported' | 'no-worker' | 'denied' | 'ready';

/**
 * The profile's push switch for this device (docs/push.md): it is on when this browser has a
 * subscription the server keeps for the member. On asks for the permission, subscribes with the
 * app's public key and stores the subscription; off forgets it on the server, then unsubscribes.
 */
export function usePushSwitch() {
  const supported = browserSupportsPush();
  const [availability, setAvailability] = useState<PushAvailability>(supported ? 'checking' : 'unsupported');
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const devices = usePushDevices();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void (async () => {
      const registration = await workerRegistration(WORKER_WAIT_MS);
      const subscription = await currentSubscription();
      const id = subscription ? await deviceIdOf(subscription.endpoint) : null;
      if (!current) return;
      setDeviceId(id);
      setAvailability(!registration ? 'no-worker' : Notification.permission === 'denied' ? 'denied' : 'ready');
    })();
    return () => {
      current = false;
    };
  }, [supported]);

  const on = Boolean(deviceId && devices.data?.devices.some((device) => device.id === deviceId));

  const switchOn = useCallback(async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      if (permission === 'denied') setAvailability('denied');
      return false;
    }
    const subscription = await subscribeThisDevice(await fetchPushPublicKey());
    await save.mutateAsync(subscription);
    setDeviceId(await deviceIdOf(subscription.endpoint));
    return true;
  }, [save]);

  const switchOff = useCallback(async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await remove.mutateAsync(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setDeviceId(null);
    return true;
  }, [remove]);

  /** Switches this device on or off; false when the permission was not given. */
  const change = useCallback(
    async (wanted: boolean) => {
      setWorking(true);
      try {
        return await (wanted ? switchOn() : switchOff());
      } finally {
        setWorking(false);
      }
    },
    [switchOn, switchOff],
  );

  return { availability, on, loading: availability === 'checking' || devices.isPending, working, change };
}
