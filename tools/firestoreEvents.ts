/**
 * Firestore triggers for the Node Firestore server: firebase-tools registers Firestore triggers
 * only next to its own (Java) Firestore emulator, so this bridge listens to the server's document
 * events and delivers them to the Functions emulator as the JSON CloudEvents production sends.
 */
import { randomUUID } from 'node:crypto';

import type { FirestoreServer } from '@firestore-emulator/server';

/** A failed delivery is retried this many times in all, waiting 250 ms, 500 ms, 1 s, … between tries. */
const DELIVERY_ATTEMPTS = 7;
const FIRST_RETRY_MS = 250;

type RestValue = Record<string, unknown>;
interface RestDocument {
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

interface EventTrigger {
  id: string;
  key: string;
  eventType: string;
  pattern: RegExp;
}

const EVENT_TYPE_PREFIX = 'google.cloud.firestore.document.v1.';

function patternOf(document: string): RegExp {
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

export class FirestoreEventBridge {
  private triggers: EventTrigger[] = [];
  /** The last delivered state of each document, to send as oldValue. */
  private readonly known = new Map<string, RestDocument>();
  /** Documents changed in the current tick: one write may emit several events (set, then transforms). */
  private readonly pending = new Map<string, { before: RestDocument | undefined; document: StateDocument }>();
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly server: FirestoreServer,
    private readonly functionsUrl: string,
    private readonly projectId: string,
    private readonly log: (line: string) => void,
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

  /** Reads the trigger keys and document patterns from the Functions emulator. */
  async refreshTriggers() {
    const backendsResponse = await fetch(`${this.functionsUrl}/backends`);
    const { backends } = (await backendsResponse.json()) as {
      backends: {
        functionTriggers: {
          id: string;
          eventTrigger?: { eventType: string; eventFilterPathPatterns?: { document?: string }; eventFilters?: { document?: string } };
        }[];
      }[];
    };
    // The keys carry a generation suffix that the backends list omits; the 404 for an unknown
    // trigger lists them.
    const probe = await fetch(`${this.functionsUrl}/functions/projects/${this.projectId}/triggers/-`, { method: 'POST' });
    const keys =
      (await probe.text())
        .split('valid functions are: ')[1]
        ?.split(', ')
        .map((key) => key.trim()) ?? [];
    this.triggers = backends
      .flatMap((backend) => backend.functionTriggers)
      .flatMap((trigger) => {
        const event = trigger.eventTrigger;
        const document = event?.eventFilterPathPatterns?.document ?? event?.eventFilters?.document;
        if (!event?.eventType.startsWith(EVENT_TYPE_PREFIX) || !document) return [];
        const key = keys.filter((candidate) => candidate.startsWith(`${trigger.id}-`)).at(-1);
        return key ? [{ id: trigger.id, key, eventType: event.eventType, pattern: patternOf(document) }] : [];
      });
    return this.triggers.length;
  }

  /** Resolves once every change so far has been delivered. */
  async idle() {
    await new Promise((resolve) => setImmediate(resolve));
    await this.delivery;
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
      if (kind) this.delivery = this.delivery.then(() => this.deliver(path, kind, before, after));
    }
  }

  private post(key: string, event: object) {
    return fetch(`${this.functionsUrl}/functions/projects/${this.projectId}/triggers/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
  }

  /**
   * Delivers one event to one trigger; a failed delivery (the function threw, or its worker died)
   * is sent again, the same event with the same id, with exponential backoff, as Eventarc does for
   * functions deployed with `retry: true`. The triggers are idempotent, so a repeat is harmless.
   */
  private async deliverWithRetries(trigger: { id: string; key: string }, event: object, relative: string) {
    let key = trigger.key;
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      try {
        let response = await this.post(key, event);
        if (response.status === 404) {
          // The Functions emulator reloaded (npm run dev) and renamed its trigger keys.
          await this.refreshTriggers();
          key = this.triggers.find((candidate) => candidate.id === trigger.id)?.key ?? key;
          response = await this.post(key, event);
        }
        if (response.ok) return;
        this.log(`trigger ${key} on ${relative} (tentativo ${attempt}): ${response.status} ${await response.text()}`);
      } catch (error) {
        this.log(`trigger ${key} on ${relative} (tentativo ${attempt}): ${String(error)}`);
      }
      if (attempt < DELIVERY_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    }
  }

  private async deliver(path: string, kind: string, before: RestDocument | undefined, after: RestDocument | undefined) {
    const relative = path.split('/documents/')[1] ?? '';
    const matching = this.triggers.filter(
      (trigger) => trigger.pattern.test(relative) && (trigger.eventType.endsWith('.written') || trigger.eventType.endsWith(`.${kind}`)),
    );
    await Promise.all(
      matching.map(async (trigger) => {
        const event = {
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
        await this.deliverWithRetries(trigger, event, relative);
      }),
    );
  }
}
