/** Messages between a patient and the doctor (docs/messages.md): health data, patient and doctor only. */
import { z } from 'zod';

import { clientIdField } from '../shared/clientId';
import { id, timestamp } from '../shared/collections';
import { wireOf } from '../shared/entityView';

/** GET /api/messages and the doctor's thread: this many a page, the newest first. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_SENDERS = ['patient', 'doctor'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** The service periods ('3 mesi', '6 mesi', '1 anno') of a remote package, in months. */
export function periodMonths(duration: string | null | undefined): number | undefined {
  const match = /^\s*(\d+)\s*(mes[ei]|ann[oi])\s*$/i.exec(duration ?? '');
  if (!match) return undefined;
  const count = Number(match[1]);
  return match[2]!.toLowerCase().startsWith('ann') ? count * 12 : count;
}

export const messageBody = z.object({
  text: z
    .string({ error: 'Il messaggio non può essere vuoto' })
    .trim()
    .min(1, 'Il messaggio non può essere vuoto')
    .max(MESSAGE_MAX_LENGTH, `Il messaggio può avere al massimo ${MESSAGE_MAX_LENGTH} caratteri`),
});
export type MessageBody = z.input<typeof messageBody>;

/** POST /api/messages: the patient's message, with the browser's optional clientId (a repeat answers the stored message). */
export const sendMessageBody = messageBody.extend({ clientId: clientIdField });
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** Stored in messages: one message of a patient's conversation with the doctor. */
export const messageDoc = z.object({
  id,
  /** The patient's uid: the conversation it belongs to. */
  conversationId: id,
  from: z.enum(MESSAGE_SENDERS),
  authorId: id.nullable(),
  text: z.string(),
  createdAt: timestamp,
  /** When the recipient read it; null until then. */
  readAt: timestamp.nullable(),
  /** Whether the recipient read it: a boolean, since the local Firestore cannot query for null. */
  read: z.boolean(),
  /** The practice's automatic reply on a closed day (from 'doctor'). */
  automatic: z.boolean().optional(),
  /** Whether the unread e-mail went (or needs not go) for it. */
  mailed: z.boolean(),
});
export type MessageDoc = z.infer<typeof messageDoc>;

/** The stored fields a message's answers show as they are (shared/entityView.ts): not its conversation nor its author. */
export const messageStoredFields = wireOf(messageDoc).pick({ id: true, text: true, from: true, createdAt: true, readAt: true });
export const messageView = messageStoredFields.extend({
  /** Only on the practice's automatic replies. */
  automatic: z.boolean().optional(),
});
export type MessageView = z.infer<typeof messageView>;
export const messageList = z.array(messageView);

/** Why a member cannot write (the page shows it with the way to get the service). */
export const MESSAGING_CLOSED = {
  noPackage:
    'I messaggi con la nutrizionista sono inclusi nei percorsi online (3 mesi, 6 mesi o 1 anno). Scegli un percorso nella pagina dei servizi per scriverle.',
  closed: 'La nutrizionista ha chiuso i messaggi per il tuo profilo. Per riaprirli contatta lo studio.',
} as const;

/** GET /api/messages/status: whether the caller may write, and what the thread shows. */
export const messagingStatus = z.object({
  canWrite: z.boolean(),
  /** Why not (an Italian sentence), null when the caller can write. */
  reason: z.string().nullable(),
  /** When the remote package ends, if there is one. */
  packageEndsAt: z.string().nullable(),
  /** When the doctor usually answers. */
  usualAnswer: z.string(),
  /** Whether today is a closed day of the support. */
  closedToday: z.boolean(),
  /** Whether the thread holds messages (one who cannot write still reads them). */
  hasMessages: z.boolean(),
});
export type MessagingStatus = z.infer<typeof messagingStatus>;

/** GET /api/messages/unread: the unread messages (the bell) and the time of the last change (the open thread polls it). */
export const unreadMessages = z.object({ unread: z.number().int().min(0), changedAt: z.string().nullable() });
export type UnreadMessages = z.infer<typeof unreadMessages>;

export const markMessagesReadResult = z.object({ marked: z.number().int().min(0) });

/** PUT /api/admin/patients/{uid}/messaging. */
export const messagingSettingBody = z.object({
  enabled: z.boolean({ error: 'Indica se i messaggi sono aperti' }),
});
export const messagingSettingView = z.object({ uid: z.string(), enabled: z.boolean() });

/** GET /api/admin/conversations: one row per patient with messaging, unread first. */
export const conversationListItem = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Whether the patient can write now. */
  enabled: z.boolean(),
  lastMessage: z.object({ text: z.string(), from: z.enum(MESSAGE_SENDERS), createdAt: z.string() }).nullable(),
  unread: z.number().int().min(0),
});
export type ConversationListItem = z.infer<typeof conversationListItem>;
export const conversationList = z.array(conversationListItem);
