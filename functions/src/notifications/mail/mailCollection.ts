import type { DeliveryState, MailCategory } from '@app/schemas/notifications/mail';
import { FieldValue } from 'firebase-admin/firestore';

import { entity, newBatch } from '../../shared/data/entity';
import { createdUnlessExists } from '../../shared/firestoreErrors';

/**
 * The `mail` collection (docs/email.md): one document per e-mail in the Trigger Email extension's
 * shape (`to`, `message: {subject, text, html}`, `replyTo`, `headers`, `attachments`) plus what the
 * app needs to find it again (`userId`, `category`, `template`), and the `delivery` the sender
 * writes back. `mail_sends/{mailId}_{attempt}` claims each attempt, so one attempt sends once.
 */
export interface MailDelivery {
  state: DeliveryState;
  attempts: number;
  startTime: Date | null;
  endTime: Date | null;
  error: string | null;
  info: { messageId: string; accepted?: string[]; rejected?: string[]; response?: string } | null;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailInsert {
  to: string;
  message: MailMessage;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType?: string; encoding?: string }[];
  /** The member it concerns (export and erasure), null for an address without an account. */
  userId: string | null;
  category: MailCategory;
  template: string;
}

export interface MailDoc extends MailInsert {
  id: string;
  createdAt: Date;
  delivery?: MailDelivery;
  /**
   * `delivery.state` again, at the top: the admin's list of failed e-mails queries it (the local
   * Node Firestore cannot filter on a field inside a map). Written by this app's sender only.
   */
  deliveryState?: MailDelivery['state'];
}

export const mails = entity<MailDoc>('mail', { notFound: 'Email non trovata', stamps: ['createdAt'] });
const mailSends = entity<{ id: string }>('mailSends', { notFound: 'Invio non trovato', stamps: ['claimedAt'] });

const PENDING: MailDelivery = { state: 'PENDING', attempts: 0, startTime: null, endTime: null, error: null, info: null };

/** Writes a new e-mail to send; false when a document with this id exists already (the same e-mail, queued again). */
export async function insertMail(id: string | undefined, insert: MailInsert): Promise<boolean> {
  const reference = id ? mails.ref(id) : mails.newRef();
  return createdUnlessExists(reference.create({ ...mails.insertData(insert), delivery: PENDING, deliveryState: PENDING.state }));
}

/** Whether an e-mail with this id has been queued already. */
export const mailExists = async (id: string) => (await mails.ref(id).get()).exists;

/**
 * When the document's current attempt was claimed, in milliseconds (0 if never): written as a Date,
 * read back as a Firestore Timestamp (a map's field is not among the entity's converted stamps).
 */
export function attemptClaimedAt(mail: MailDoc): number {
  const start = mail.delivery?.startTime as Date | { toMillis(): number } | null | undefined;
  return start instanceof Date ? start.getTime() : (start?.toMillis() ?? 0);
}

/**
 * Claims one attempt to send: the create of `mail_sends/{mailId}_{attempt}` and the PROCESSING
 * state commit together, so of two deliveries of the same event only one sends (a create
 * precondition holds on Firestore and on the local Node Firestore alike). False when already claimed.
 */
export async function claimAttempt(mailId: string, attempt: number): Promise<boolean> {
  const batch = newBatch();
  batch.create(mailSends.ref(`${mailId}_${attempt}`), { mailId, attempt, claimedAt: FieldValue.serverTimestamp() });
  batch.update(mails.ref(mailId), {
    deliveryState: 'PROCESSING',
    'delivery.state': 'PROCESSING',
    'delivery.attempts': attempt,
    'delivery.startTime': new Date(),
    'delivery.endTime': null,
  });
  return createdUnlessExists(batch.commit());
}

// The delivery times are the function's clock: a server timestamp inside a map cannot be written
// on the local Node Firestore (a nested transform fails there).

/** The outcome of an attempt (or of a document that cannot be sent at all). */
export async function recordDelivery(
  mailId: string,
  outcome: Pick<MailDelivery, 'state' | 'error'> & Partial<Pick<MailDelivery, 'info' | 'attempts'>>,
) {
  await mails.ref(mailId).update({
    deliveryState: outcome.state,
    'delivery.state': outcome.state,
    ...(outcome.attempts === undefined ? {} : { 'delivery.attempts': outcome.attempts }),
    'delivery.error': outcome.error,
    'delivery.info': outcome.info ?? null,
    'delivery.endTime': new Date(),
  });
}

/** E-mails whose delivery ended in ERROR, newest first: one round trip. */
export async function failedMails(limit: number): Promise<MailDoc[]> {
  const snapshot = await mails.typed.where('deliveryState', '==', 'ERROR').orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}
