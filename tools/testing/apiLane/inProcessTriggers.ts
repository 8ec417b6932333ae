/**
 * The trigger transport of the API tests: the Firestore triggers exported by the functions' entry
 * (functions/src/index.ts), loaded in the test's own process and called with the CloudEvent the
 * bridge builds, as the Functions runtime calls them. A throw is a failed delivery, retried by the
 * bridge (tools/firestoreEvents.ts).
 */
import { requestContext } from '../../../functions/src/shared/requestContext';
import { EVENT_TYPE_PREFIX, type EventTrigger, type FirestoreCloudEvent, patternOf, type TriggerTransport } from '../../firestoreEvents';

/** What firebase-functions puts on an exported v2 function: its deploy description and the raw-event entry. */
interface ExportedFunction {
  (event: FirestoreCloudEvent): unknown;
  __endpoint?: { eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string } } };
}

interface LoadedTrigger extends EventTrigger {
  run: ExportedFunction;
}

export function inProcessTriggers(exported: Record<string, unknown>): TriggerTransport {
  const loaded: LoadedTrigger[] = Object.entries(exported).flatMap(([id, value]) => {
    const run = value as ExportedFunction;
    const trigger = typeof value === 'function' ? run.__endpoint?.eventTrigger : undefined;
    const document = trigger?.eventFilterPathPatterns?.document;
    if (!trigger?.eventType.startsWith(EVENT_TYPE_PREFIX) || !document) return [];
    return [{ id, eventType: trigger.eventType, pattern: patternOf(document), run }];
  });
  return {
    triggers: async () => loaded,
    async send(trigger, event) {
      const target = loaded.find((candidate) => candidate.id === trigger.id);
      if (!target) throw new Error(`trigger sconosciuto: ${trigger.id}`);
      // Outside the request whose write fired it, as on the platform: its round trips are not the
      // request's (Server-Timing, the round-trip budgets of tools/roundTrips).
      await requestContext.exit(() => target.run(event));
    },
  };
}
