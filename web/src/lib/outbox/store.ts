/**
 * The outbox's storage on the device: IndexedDB (through `idb`), readable by the pages and by the
 * service worker alike. One store of items keyed by their clientId, indexed by account.
 */
import type { DiaryEntryBody } from '@app/schemas/diary';
import type { MessageBody } from '@app/schemas/messages';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** What the outbox can hold: a new diary entry, a message to the nutritionist. */
export interface OutboxBodies {
  diaryEntry: DiaryEntryBody;
  message: MessageBody;
}
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

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { uid: string } };
}

const DATABASE = 'outbox';
let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'clientId' }).createIndex('uid', 'uid');
    },
  });
  return database;
}

export async function putItem(item: OutboxItem): Promise<void> {
  await (await open()).put('items', item);
}

export async function deleteItem(clientId: string): Promise<void> {
  await (await open()).delete('items', clientId);
}

/** The account's items, the oldest first. */
export async function itemsOf(uid: string): Promise<OutboxItem[]> {
  const items = await (await open()).getAllFromIndex('items', 'uid', uid);
  return items.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function countItems(): Promise<number> {
  return (await open()).count('items');
}

export async function clearItems(): Promise<void> {
  await (await open()).clear('items');
}
