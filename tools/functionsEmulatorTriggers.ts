/**
 * The trigger transport of the local stack: the Firestore triggers the Functions emulator loaded,
 * each event POSTed to its trigger URL (tools/firestoreEvents.ts).
 */
import { EVENT_TYPE_PREFIX, type EventTrigger, patternOf, type TriggerTransport } from './firestoreEvents';

interface EmulatorTrigger extends EventTrigger {
  /** The emulator's key for the trigger: its id with a generation suffix. */
  key: string;
}

interface Backends {
  backends: {
    functionTriggers: {
      id: string;
      eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string }; eventFilters?: { document?: string } };
    }[];
  }[];
}

/**
 * How long one delivery may take before it counts as failed (and is sent again): a worker killed in
 * the middle of a trigger leaves its request without an answer, which would hold every later event.
 */
const DELIVERY_TIMEOUT_MS = 15_000;

/** POSTs one event to a trigger's URL, within the delivery's time limit. */
export const postEvent = (url: string, event: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });

export function functionsEmulatorTriggers(functionsUrl: string, projectId: string): TriggerTransport {
  let known: EmulatorTrigger[] = [];
  const triggerUrl = (key: string) => `${functionsUrl}/functions/projects/${projectId}/triggers/${key}`;

  async function triggers(): Promise<EmulatorTrigger[]> {
    const { backends } = (await (await fetch(`${functionsUrl}/backends`)).json()) as Backends;
    // The keys carry a generation suffix that the backends list omits; the 404 for an unknown
    // trigger lists them.
    const probe = await fetch(triggerUrl('-'), { method: 'POST' });
    const keys =
      (await probe.text())
        .split('valid functions are: ')[1]
        ?.split(', ')
        .map((key) => key.trim()) ?? [];
    known = backends
      .flatMap((backend) => backend.functionTriggers)
      .flatMap((trigger) => {
        const event = trigger.eventTrigger;
        const document = event?.eventFilterPathPatterns?.document ?? event?.eventFilters?.document;
        if (!event?.eventType.startsWith(EVENT_TYPE_PREFIX) || !document) return [];
        const key = keys.filter((candidate) => candidate.startsWith(`${trigger.id}-`)).at(-1);
        return key ? [{ id: trigger.id, key, eventType: event.eventType, pattern: patternOf(document) }] : [];
      });
    return known;
  }

  const post = (key: string, event: object) => postEvent(triggerUrl(key), event);

  return {
    triggers,
    async send(trigger, event) {
      let key = known.find((candidate) => candidate.id === trigger.id)?.key ?? '';
      let response = await post(key, event);
      if (response.status === 404) {
        // The Functions emulator reloaded (npm run dev) and renamed its trigger keys.
        key = (await triggers()).find((candidate) => candidate.id === trigger.id)?.key ?? key;
        response = await post(key, event);
      }
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    },
  };
}
