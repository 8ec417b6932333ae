import { isOptionalCategory } from '@app/schemas/notifications/mail';
import { practiceEmail } from '@app/schemas/shared/practice';

import { emailKey, takeWindowPlace } from '../../shared/data/rateLimit';
import { emailPreferencesOf } from './emailPreferences';
import { renderLayout } from './layout';
import { insertMail, mailExists, type MailInsert } from './mailCollection';
import { MAIL_LINK_SECRET, MAIL_PER_RECIPIENT_PER_HOUR, SITE_URL } from './params';
import type { MailTemplate } from './template';
import { unsubscribeToken } from './unsubscribeToken';

/** The path of the unsubscribe link (GET shows the result, POST is the one-click of RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export interface MailRequest<Data> {
  template: MailTemplate<Data>;
  data: Data;
  /** The recipient: from Firebase Auth, never from a request body (except sign-up and invitation). */
  to: string;
  /** The member it concerns: their preferences apply, and their export and erasure include it. */
  userId: string | null;
  /** A deterministic id (the event that caused it): the same e-mail queued twice is written once. */
  id?: string;
  /** Files sent with it (an appointment's .ics). */
  attachments?: MailInsert['attachments'];
}

export type QueueOutcome = 'queued' | 'duplicate' | 'switched-off' | 'limited';

/** A site path as an absolute link (e-mails need the public address, SITE_URL). */
export const siteLink = (path: string) => `${SITE_URL.value().replace(/\/$/, '')}${path}`;

/**
 * The only way the app sends an e-mail: it writes a `mail` document, which the `onMailCreated`
 * trigger (or the Trigger Email extension) sends. Optional categories follow the member's
 * preferences and carry a one-click unsubscribe link and its headers; every category is limited per
 * recipient per hour, exactly, under any concurrency (a place per e-mail, taken by a create).
 */
export async function queueMail<Data>({ template, data, to, userId, id, attachments }: MailRequest<Data>): Promise<QueueOutcome> {
  const { category } = template;
  if (id && (await mailExists(id))) return 'duplicate';
  const optional = isOptionalCategory(category) ? category : undefined;
  if (optional && userId && !(await emailPreferencesOf(userId))[optional]) return 'switched-off';
  const limit = {
    name: `mail-${category}`,
    max: MAIL_PER_RECIPIENT_PER_HOUR.value(),
    windowMs: 60 * 60 * 1000,
    message: 'Troppe email a questo indirizzo',
  };
  if (!(await takeWindowPlace({ limit, key: emailKey(to) }))) {
    console.warn(`Email «${template.name}» non accodata: limite orario per destinatario raggiunto (${category})`);
    return 'limited';
  }
  const unsubscribeUrl =
    optional && userId ? siteLink(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(userId, optional, MAIL_LINK_SECRET.value())}`) : undefined;
  const body = renderLayout(template.content(data), unsubscribeUrl);
  const queued = await insertMail(id, {
    to,
    replyTo: practiceEmail.replyTo,
    message: { subject: template.subject(data), ...body },
    ...(unsubscribeUrl
      ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
    ...(attachments ? { attachments } : {}),
    userId,
    category,
    template: template.name,
  });
  return queued ? 'queued' : 'duplicate';
}
