/**
 * Firestore triggers for the Node Firestore server: firebase-tools registers Firestore triggers
 * only next to its own (Java) Firestore emulator, so this bridge listens to the server's document
 * events and delivers them, as the JSON CloudEvents production sends, to the Functions emulator
 * (the local stack) or to the functions loaded in the same process (the API tests).
 */
import { randomUUID } from 'node:crypto';

import type { FirestoreServer } from '@firestore-emulator/server';

/** A failed delivery is retried this many times in all, waiting 250 ms, 500 ms, 1 s, … between tries. */
const DELIVERY_ATTEMPTS = 7;
const FIRST_RETRY_MS = 250;

type RestValue = Record<string, unknown>;
export interface RestDocument {
  name: string;
  fields: Record<string, RestValue>;
  createTime: string;
  updateTime: string;
}
interface FieldJson {
  type: string;
  value: unknown;
}

const CAMEL: Record<string, string> = {
  string_value: 'stringValue',
  boolean_value: 'booleanValue',
  double_value: 'doubleValue',
  reference_value: 'referenceValue',
  bytes_value: 'bytesValue',
};

function timestampToIso(value: { seconds: number; nanos: number }): string {
  return new Date(value.seconds * 1000 + Math.floor(value.nanos / 1e6)).toISOString();
}

/** One stored field in Firestore's REST JSON encoding. */
export function restValue(field: FieldJson): RestValue {
  switch (field.type) {
    case 'null_value':
      return { nullValue: null };
    case 'integer_value':
      return { integerValue: String(field.value) };
    case 'timestamp_value':
      return { timestampValue: timestampToIso(field.value as { seconds: number; nanos: number }) };
    case 'geo_point_value':
      return { geoPointValue: field.value };
    case 'array_value':
      return { arrayValue: { values: (field.value as FieldJson[]).map(restValue) } };
    case 'map_value':
      return { mapValue: { fields: restFields(field.value as Record<string, FieldJson>) } };
    default:
      return { [CAMEL[field.type] ?? field.type]: field.value };
  }
}

function restFields(fields: Record<string, FieldJson>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, restValue(field)]));
}

interface StateDocument {
  getPath(): string;
  metadata: { hasExist: boolean; createdAt: Date | null; updatedAt: Date | null };
  fields: Record<string, { toJSON(): FieldJson }>;
}

function restDocumentOf(document: StateDocument): RestDocument | undefined {
  const { hasExist, createdAt, updatedAt } = document.metadata;
  if (!hasExist || !createdAt || !updatedAt) return undefined;
  return {
    name: document.getPath(),
    fields: restFields(Object.fromEntries(Object.entries(document.fields).map(([key, field]) => [key, field.toJSON()]))),
    createTime: createdAt.toISOString(),
    updateTime: updatedAt.toISOString(),
  };
}

/** A Firestore trigger: which event of which documents it takes. */
export interface EventTrigger {
  id: string;
  eventType: string;
  pattern: RegExp;
}

/** A CloudEvent as Eventarc delivers a Firestore change to a function, with a JSON payload. */
export interface FirestoreCloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  time: string;
  subject: string;
  project: string;
  location: string;
  database: string;
  namespace: string;
  document: string;
  datacontenttype: 'application/json';
  data: { value: RestDocument | undefined; oldValue: RestDocument | undefined };
}

/** One event the bridge delivered to one trigger, and how many attempts it took (a failed delivery is retried). */
export interface Delivery {
  trigger: string;
  event: FirestoreCloudEvent;
  attempts: number;
  /** False when every attempt failed (the delivery is also in `failures`). */
  delivered: boolean;
}

/**
 * Where the bridge sends events: the Functions emulator over HTTP (the local stack,
 * tools/functionsEmulatorTriggers.ts) or the functions loaded in the same process (the API tests,
 * tools/testing/inProcessTriggers.ts). `send` throws when the delivery failed.
 */
export interface TriggerTransport {
  triggers(): Promise<EventTrigger[]>;
  send(trigger: EventTrigger, event: FirestoreCloudEvent): Promise<void>;
}

export const EVENT_TYPE_PREFIX = 'google.cloud.firestore.document.v1.';

/** A trigger's document pattern (`users/{uid}`) as a regular expression on a document's path. */
export function patternOf(document: string): RegExp {
  const source = document
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

function kindOf(before: RestDocument | undefined, after: RestDocument | undefined): string | undefined {
  if (!before && after) return 'created';
  if (before && after) return 'updated';
  if (before && !after) return 'deleted';
  return undefined;
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Listens to the Node Firestore server's document events and delivers each change to the triggers
 * whose pattern and event type match, one change after another, as the JSON CloudEvent production
 * sends; a failed delivery is retried as Eventarc retries a function deployed with `retry: true`.
 */
export class FirestoreEventBridge {
  private triggers: EventTrigger[] = [];
  /** The last delivered state of each document, to send as oldValue. */
  private readonly known = new Map<string, RestDocument>();
  /** Documents changed in the current tick: one write may emit several events (set, then transforms). */
  private readonly pending = new Map<string, { before: RestDocument | undefined; document: StateDocument }>();
  private delivery: Promise<void> = Promise.resolve();
  /** While set, changes are recorded (for the next oldValue) but not delivered. */
  private muted = false;
  /** Deliveries that failed for good (every attempt), for the tests to see. */
  readonly failures: { trigger: string; document: string; error: string }[] = [];
  private readonly listeners = new Set<(delivery: Delivery) => void>();

  constructor(
    private readonly server: FirestoreServer,
    private transport: TriggerTransport,
    private readonly projectId: string,
    private readonly log: (line: string) => void,
    private readonly firstRetryMs = FIRST_RETRY_MS,
  ) {}

  start() {
    const onChange = ({ document }: { document: StateDocument }) => this.schedule(document);
    const emitter = this.server.state.emitter as unknown as {
      on(event: string, listener: (payload: { document: StateDocument }) => void): void;
    };
    emitter.on('create-document', onChange);
    emitter.on('update-document', onChange);
    emitter.on('delete-document', onChange);
  }

  /** Forgets every known document (after the database was cleared). */
  reset() {
    this.known.clear();
  }

  /** Reads the triggers from the transport; returns how many there are. */
  async refreshTriggers() {
    this.triggers = await this.transport.triggers();
    return this.triggers.length;
  }

  /** Delivers through `transport` from now on, once every change so far has been delivered; returns how many triggers it has. */
  async useTransport(transport: TriggerTransport) {
    await this.settled();
    this.transport = transport;
    return this.refreshTriggers();
  }

  /**
   * Runs `step` with its changes recorded but delivered to no trigger: a fixture written with its
   * derived state already in it (the API lane's base fixture, which holds stats/global).
   */
  async withoutTriggers(step: () => Promise<void>) {
    await this.settled();
    this.muted = true;
    try {
      await step();
      await nextTick();
    } finally {
      this.muted = false;
    }
  }

  /** Resolves once every change so far has been delivered. */
  async idle() {
    await nextTick();
    await this.delivery;
  }

  /**
   * Resolves when no change is waiting and no delivery is running, including the changes the
   * triggers themselves made while it waited (a like's point, a notification's e-mail).
   */
  async settled() {
    for (;;) {
      const current = this.delivery;
      await nextTick();
      await current;
      if (this.pending.size === 0 && this.delivery === current) return;
    }
  }

  /**
   * Calls `listener` after each delivery (the redelivery tests record the events, to send one again
   * with `redeliver`). Nothing is kept otherwise, so a long-running stack holds no event. Returns the
   * function that stops the calls.
   */
  onDelivered(listener: (delivery: Delivery) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Delivers an event once more to its trigger, the same event with the same id, as Eventarc may
   * (at least once), with the same retries; queued after the deliveries in progress, so `settled()`
   * waits for it and what it wrote.
   */
  async redeliver(delivery: Pick<Delivery, 'trigger' | 'event'>): Promise<void> {
    const trigger = this.triggers.find((candidate) => candidate.id === delivery.trigger);
    if (!trigger) throw new Error(`trigger sconosciuto: ${delivery.trigger}`);
    const done = this.delivery.then(() => this.deliverWithRetries(trigger, delivery.event));
    this.delivery = done;
    await done;
  }

  private schedule(document: StateDocument) {
    const path = document.getPath();
    if (!this.pending.has(path)) {
      if (this.pending.size === 0) setImmediate(() => this.flush());
      this.pending.set(path, { before: this.known.get(path), document });
    }
  }

  private flush() {
    const changes = [...this.pending.values()];
    this.pending.clear();
    for (const { before, document } of changes) {
      const after = restDocumentOf(document);
      const path = document.getPath();
      if (after) this.known.set(path, after);
      else this.known.delete(path);
      const kind = kindOf(before, after);
      if (kind && !this.muted) this.delivery = this.delivery.then(() => this.deliver(path, kind, before, after));
    }
  }

  /**
   * Delivers one event to one trigger; a failed delivery (the function threw, or its worker died)
   * is sent again, the same event with the same id, with exponential backoff. The triggers are
   * idempotent, so a repeat is harmless.
   */
  private async deliverWithRetries(trigger: EventTrigger, event: FirestoreCloudEvent) {
    let error = '';
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      try {
        await this.transport.send(trigger, event);
        for (const listener of this.listeners) listener({ trigger: trigger.id, event, attempts: attempt, delivered: true });
        return;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        this.log(`trigger ${trigger.id} on ${event.document} (tentativo ${attempt}): ${error}`);
      }
      if (attempt < DELIVERY_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, this.firstRetryMs * 2 ** (attempt - 1)));
    }
    this.failures.push({ trigger: trigger.id, document: event.document, error });
    for (const listener of this.listeners) listener({ trigger: trigger.id, event, attempts: DELIVERY_ATTEMPTS, delivered: false });
  }

  /** The CloudEvent of one change for one trigger. */
  private event(
    trigger: EventTrigger,
    relative: string,
    before: RestDocument | undefined,
    after: RestDocument | undefined,
  ): FirestoreCloudEvent {
    return {
      specversion: '1.0',
      id: randomUUID(),
      source: `//firestore.googleapis.com/projects/${this.projectId}/databases/(default)`,
      type: trigger.eventType,
      time: new Date().toISOString(),
      subject: `documents/${relative}`,
      project: this.projectId,
      location: 'nam5',
      database: '(default)',
      namespace: '(default)',
      document: relative,
      datacontenttype: 'application/json',
      data: { value: after, oldValue: before },
    };
  }

  private async deliver(path: string, kind: string, before: RestDocument | undefined, after: RestDocument | undefined) {
    const relative = path.split('/documents/')[1] ?? '';
    const matching = this.triggers.filter(
      (trigger) => trigger.pattern.test(relative) && (trigger.eventType.endsWith('.written') || trigger.eventType.endsWith(`.${kind}`)),
    );
    await Promise.all(matching.map((trigger) => this.deliverWithRetries(trigger, this.event(trigger, relative, before, after))));
  }
}
