/**
 * Messages between a patient and the doctor (docs/messages.md): health data, read only through the
 * patient's own thread and the doctor's inbox. `conversations/{uid}` holds what the lists and the
 * bell read in one round trip (who may write, the unread counts, the last message); each message
 * write changes it in the same batch. `stats/messages` holds the doctor's unread count.
 */
import { adminAuditInsert } from '@app/schemas/audit/entities';
import { type MessageDoc, MESSAGES_PAGE_SIZE, type MessageSender } from '@app/schemas/messages/messages';
import { clientDocumentId } from '@app/schemas/shared/clientId';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { FieldValue, type WriteBatch, type WriteResult } from 'firebase-admin/firestore';

import { adminAudit } from '../../audit/data/adminAudit';
import { entity, newBatch } from '../../shared/data/entity';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { db } from '../../shared/firebase';
import { createdUnlessExists, FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export interface LastMessage {
  text: string;
  from: MessageSender;
}

export interface ConversationDoc {
  /** The patient's uid. */
  id: string;
  /** The doctor's choice: true opens, false closes, whatever the package; absent follows the package. */
  enabled?: boolean | null;
  /** When the patient's remote package ends (kept by the orders trigger). */
  packageEndsAt?: Date | null;
  patientUnread?: number;
  doctorUnread?: number;
  lastMessage?: LastMessage | null;
  lastMessageAt?: Date | null;
  updatedAt?: Date;
  /** When each side was last e-mailed about unread messages (at most one an hour). */
  mailedAt?: Partial<Record<MessageSender, Date>>;
}

export const conversations = entity<ConversationDoc>('conversations', { notFound: 'Conversazione non trovata', stamps: [] });
export const messages = entity<MessageDoc>('messages', { notFound: 'Messaggio non trovato', stamps: ['createdAt'] });
const inbox = entity<{ id: string; unread?: number; updatedAt?: Date }>('stats', { notFound: 'Statistiche non trovate' });
const INBOX = 'messages';

/** The side that reads what `from` writes. */
export const readerOf = (from: MessageSender): MessageSender => (from === 'patient' ? 'doctor' : 'patient');
const unreadField = (reader: MessageSender) => (reader === 'patient' ? 'patientUnread' : 'doctorUnread');

/** One audit entry per doctor and conversation in this window: the open thread's refetches add none. */
export const OPENING_WINDOW_MS = 30 * 60 * 1000;

/**
 * The doctor opens a conversation: its audit entry (docs/security.md, Audit; the reads inside it
 * are not recorded one by one), committed only if the conversation exists. The entry's id names the
 * doctor, the patient and the half hour, so the refetches of an open thread (docs/messages.md) do not
 * record it again. One round trip; false when there is no such conversation.
 */
export async function recordConversationOpened(actorId: string, conversationId: string, now: number): Promise<boolean> {
  const batch = newBatch();
  const entry = adminAuditInsert.parse({
    actorId,
    action: 'messages.open',
    collection: COLLECTIONS.conversations,
    documentId: conversationId,
    subjectId: conversationId,
    summary: 'Conversazione con il paziente aperta',
  });
  adminAudit.createIn(batch, `messages-open_${conversationId}_${actorId}_${Math.floor(now / OPENING_WINDOW_MS)}`, entry);
  batch.update(conversations.ref(conversationId), { openedAt: FieldValue.serverTimestamp() });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.notFound)) return false;
    // Recorded already in this window: the conversation existed then.
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) return conversations.find(conversationId).then(Boolean);
    throw error;
  }
}

/** Marking read touches at most this many messages per call (a thread rarely holds more unread). */
export const MARK_READ_LIMIT = 500;
/** The doctor's inbox reads at most this many conversations (one practice's patients). */
export const INBOX_LIMIT = 500;

/** The counters and last message a new message changes, in its batch. */
function countIn(batch: WriteBatch, conversationId: string, last: LastMessage) {
  const reader = readerOf(last.from);
  const now = FieldValue.serverTimestamp();
  batch.set(
    conversations.ref(conversationId),
    { lastMessage: last, lastMessageAt: now, updatedAt: now, [unreadField(reader)]: FieldValue.increment(1) },
    { merge: true },
  );
  batch.set(inbox.ref(INBOX), { updatedAt: now, ...(reader === 'doctor' ? { unread: FieldValue.increment(1) } : {}) }, { merge: true });
}

const newMessageData = (conversationId: string, from: MessageSender, authorId: string, text: string) => ({
  conversationId,
  from,
  authorId,
  text,
  readAt: null,
  read: false,
  mailed: false,
});

/** Writes a message with its conversation's counters: one round trip. */
export async function insertMessage(conversationId: string, from: MessageSender, authorId: string, text: string): Promise<MessageDoc> {
  const batch = newBatch();
  const ref = messages.newRef();
  const data = newMessageData(conversationId, from, authorId, text);
  messages.createIn(batch, ref.id, data);
  countIn(batch, conversationId, { text, from });
  const [created] = await batch.commit();
  return { id: ref.id, ...data, createdAt: created!.writeTime.toDate() };
}

/**
 * The patient's conversation and, for a send with a clientId, the message a previous send of it
 * stored (docs/messages.md, Offline): one round trip, as the conversation's read alone.
 */
export async function conversationForSend(
  uid: string,
  clientId: string | undefined,
): Promise<{ conversation: ConversationDoc | undefined; repeated: MessageDoc | undefined }> {
  if (!clientId) return { conversation: await conversations.find(uid), repeated: undefined };
  const [conversation, message] = await db.getAll(conversations.typed.doc(uid), messages.typed.doc(await clientDocumentId(uid, clientId)));
  const repeated = message!.data() as MessageDoc | undefined;
  return {
    conversation: conversation!.data() as ConversationDoc | undefined,
    repeated: repeated?.conversationId === uid && repeated.from === 'patient' ? repeated : undefined,
  };
}

/**
 * The patient's message sent with the browser's clientId, written once: a create on its own (a
 * precondition the local Firestore applies atomically only to a single write), then the counters,
 * only when this send wrote it. `created` is false when another send of the same clientId stored it
 * first: the caller answers that message and triggers nothing. If the counters fail, the message is
 * given back so a retry writes both.
 */
export async function insertPatientMessageOnce(
  uid: string,
  clientId: string,
  text: string,
): Promise<{ message: MessageDoc; created: boolean }> {
  const ref = messages.ref(await clientDocumentId(uid, clientId));
  const data = newMessageData(uid, 'patient', uid, text);
  let written: WriteResult;
  try {
    written = await ref.create(messages.insertData(data));
  } catch (error) {
    if (!isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw error;
    const stored = await messages.byId(ref.id);
    if (stored.conversationId !== uid) throw messages.notFound();
    return { message: stored, created: false };
  }
  const batch = newBatch();
  countIn(batch, uid, { text, from: 'patient' });
  try {
    await batch.commit();
  } catch (error) {
    await ref.delete();
    throw error;
  }
  return { message: { id: ref.id, ...data, createdAt: written.writeTime.toDate() }, created: true };
}

/**
 * The practice's automatic reply of one closed day: its id names the conversation and the day, so
 * its create succeeds once a day however many messages arrive together. True when written now.
 */
export async function insertAutomaticReply(conversationId: string, day: string, text: string): Promise<boolean> {
  const batch = newBatch();
  // No unread e-mail for it: the patient just wrote and sees it at once.
  messages.createIn(batch, `auto_${conversationId}_${day}`, {
    conversationId,
    from: 'doctor',
    authorId: null,
    text,
    readAt: null,
    read: false,
    automatic: true,
    mailed: true,
  });
  countIn(batch, conversationId, { text, from: 'doctor' });
  return createdUnlessExists(batch.commit());
}

/** One page of a conversation, newest first: one round trip. */
export const messagesPage = (conversationId: string, cursor: PageCursor | undefined) =>
  newestFirstPage(messages.typed.where('conversationId', '==', conversationId), 'createdAt', MESSAGES_PAGE_SIZE, cursor);

/** Marks what the other side wrote as read by `reader`, with the counters: two round trips. */
export async function markConversationRead(conversationId: string, reader: MessageSender): Promise<number> {
  const unread = await messages.collection
    .where('conversationId', '==', conversationId)
    .where('from', '==', readerOf(reader))
    .where('read', '==', false)
    .limit(MARK_READ_LIMIT)
    .get();
  if (unread.empty) return 0;
  const batch = newBatch();
  const now = FieldValue.serverTimestamp();
  for (const document of unread.docs) batch.update(document.ref, { read: true, readAt: now });
  // A decrement by what was marked, so a message arriving meanwhile still counts.
  batch.set(
    conversations.ref(conversationId),
    { [unreadField(reader)]: FieldValue.increment(-unread.size), updatedAt: now },
    { merge: true },
  );
  batch.set(
    inbox.ref(INBOX),
    { updatedAt: now, ...(reader === 'doctor' ? { unread: FieldValue.increment(-unread.size) } : {}) },
    { merge: true },
  );
  await batch.commit();
  return unread.size;
}

/** The doctor's unread count and the time of the last change in any conversation: one round trip. */
export async function doctorInboxState(): Promise<{ unread: number; changedAt: Date | null }> {
  const state = await inbox.find(INBOX);
  return { unread: Math.max(0, state?.unread ?? 0), changedAt: state?.updatedAt ?? null };
}

/** The conversations of the inbox (one round trip): every patient with a conversation document. */
export async function inboxConversations(): Promise<ConversationDoc[]> {
  const snapshot = await conversations.typed.limit(INBOX_LIMIT).get();
  return snapshot.docs.map((document) => document.data());
}

/** The doctor opens or closes messaging for a patient. */
export async function setMessagingEnabled(conversationId: string, enabled: boolean): Promise<void> {
  await conversations.ref(conversationId).set({ enabled, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Keeps the end of the patient's remote package (from their completed orders) on their conversation. */
export async function savePackageEnd(conversationId: string, packageEndsAt: Date | null, existing: boolean): Promise<void> {
  if (!packageEndsAt && !existing) return;
  await conversations.ref(conversationId).set({ packageEndsAt }, { merge: true });
}

/**
 * Unread messages older than `before` whose e-mail has not gone yet (the scheduled check): at most
 * `limit`, one round trip.
 */
export async function unmailedUnread(before: Date, limit: number): Promise<MessageDoc[]> {
  const snapshot = await messages.typed
    .where('mailed', '==', false)
    .where('read', '==', false)
    .where('createdAt', '<=', before)
    .limit(limit)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** Records the e-mail about these messages, and when the recipient was e-mailed. */
export async function markMailed(conversationId: string, recipient: MessageSender, messageIds: string[], at: Date): Promise<void> {
  const batch = newBatch();
  for (const id of messageIds) batch.update(messages.ref(id), { mailed: true });
  batch.set(conversations.ref(conversationId), { mailedAt: { [recipient]: at } }, { merge: true });
  await batch.commit();
}

/** Each export section reads at most this many messages. */
export const MESSAGES_EXPORT_LIMIT = 20_000;

/** The patient's messages and conversation for the account export: two bounded reads. */
export async function messagesExportOf(uid: string) {
  const [conversation, thread] = await Promise.all([
    conversations.find(uid),
    messages.typed.where('conversationId', '==', uid).limit(MESSAGES_EXPORT_LIMIT).get(),
  ]);
  return { conversation: conversation ?? null, messages: thread.docs.map((document) => document.data()) };
}

/** The erasure: every message of the patient's conversation, then the conversation (the inbox count follows). */
export async function eraseMessagesOf(uid: string): Promise<number> {
  const conversation = await conversations.find(uid);
  const deleted = await deleteMatching(messages.collection.where('conversationId', '==', uid));
  const batch = newBatch();
  if (conversation?.doctorUnread)
    batch.set(inbox.ref(INBOX), { unread: FieldValue.increment(-conversation.doctorUnread) }, { merge: true });
  batch.delete(conversations.ref(uid));
  await batch.commit();
  return deleted;
}
