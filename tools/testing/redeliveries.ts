/**
 * Redelivery in a test of its own feature (functions/src/app/redelivery.test.ts proves every
 * trigger idempotent in general): the lane's deliveries are recorded from `recordDeliveries()` on,
 * and those of one trigger are delivered again, the same events with the same ids, as Eventarc may.
 */
import type { Delivery } from '../firestoreEvents';
import { settled } from './api';
import { apiLane } from './apiLane/lane';

export function recordDeliveries() {
  const { bridge } = apiLane()!;
  const seen: Delivery[] = [];
  const stop = bridge.onDelivered((delivery) => seen.push(delivery));
  return {
    /**
     * Delivers once more every event `trigger` received about a document whose path starts with
     * `document` (`contact_requests/`), then waits for what they caused; answers how many.
     */
    async redeliver(trigger: string, document = ''): Promise<number> {
      const chosen = seen.filter((delivery) => delivery.trigger === trigger && delivery.event.document.startsWith(document));
      for (const delivery of chosen) await bridge.redeliver(delivery);
      await settled();
      return chosen.length;
    },
    stop,
  };
}
