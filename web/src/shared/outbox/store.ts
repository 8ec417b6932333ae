/**
 * The outbox's storage on the device: IndexedDB (through `idb`), readable by the pages and by the
 * service worker alike. One store of items keyed by their clientId, indexed by account, each item's
 * kind and body sealed with its account's key (seal.ts).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import { type OutboxAccount, seal, type Sealed, unseal } from './seal';

/**
 * What the outbox can hold, by kind: each domain that queues writes adds its kind and body by
 * declaration merging beside its sender (a new diary entry in diary/api/sendDiaryEntry.ts, a message
 * to the nutritionist in messages/api/sendMessage.ts), so this module names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface OutboxBodies {}
export type OutboxKind = keyof OutboxBodies;

/** One write waiting to be sent, with the account that made it and the id its sends carry. */
export type OutboxItem<K extends OutboxKind = OutboxKind> = {
  [Kind in K]: {
    clientId: string;
    /** The account that wrote it: only that account's session ever sends it. */
    uid: string;
    kind: Kind;
    body: OutboxBodies[Kind];
    /** When it was queued (ISO): items are sent in this order. */
    queuedAt: string;
  };
}[K];

/** An item as the device stores it: what it is and what it says sealed with the account's key (seal.ts). */
interface StoredItem {
  clientId: string;
  uid: string;
  queuedAt: string;
  sealed: Sealed;
}

interface OutboxSchema extends DBSchema {
  items: { key: string; value: StoredItem; indexes: { uid: string } };
}

const DATABASE = 'outbox';
let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(DATABASE, 2, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) db.createObjectStore('items', { keyPath: 'clientId' }).createIndex('uid', 'uid');
      // Version 1 kept the bodies in clear, readable by whoever used the browser next: they go
      // (that version also emptied the outbox at every sign-out).
      else if (oldVersion < 2) void transaction.objectStore('items').clear();
    },
  });
  return database;
}

export async function putItem(account: OutboxAccount, { kind, body, ...item }: OutboxItem): Promise<void> {
  await (await open()).put('items', { ...item, sealed: await seal(account, { kind, body }) });
}

export async function deleteItem(clientId: string): Promise<void> {
  await (await open()).delete('items', clientId);
}

/** The account's items that her key opens, the oldest first. */
export async function itemsOf(account: OutboxAccount): Promise<OutboxItem[]> {
  const stored = await (await open()).getAllFromIndex('items', 'uid', account.id);
  const items = await Promise.all(
    stored.map(async ({ sealed, ...item }) => {
      const content = await unseal<Pick<OutboxItem, 'kind' | 'body'>>(account, sealed);
      return content && ({ ...item, ...content } as OutboxItem);
    }),
  );
  return items.filter((item) => item !== undefined).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** How many items wait for the account (read without her key). */
export async function countOf(uid: string): Promise<number> {
  return (await open()).countFromIndex('items', 'uid', uid);
}

export async function countItems(): Promise<number> {
  return (await open()).count('items');
}

export async function clearItems(): Promise<void> {
  await (await open()).clear('items');
}
