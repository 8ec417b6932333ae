/**
 * MailDev's inbox, read by the tests through its REST API (`GET /api/email`): the e-mails the
 * functions really sent over SMTP, with their recipients, subjects, bodies and headers.
 */
import type { ActionMode } from '@app/schemas/accounts/account';
import { COLLECTIONS } from '@app/schemas/shared/collections';

import { MAILDEV_URL } from '../ports';
import { db, settled } from './api';
import { apiLane } from './apiLane/lane';

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  time: string;
}

/** Every e-mail MailDev holds for the address, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILDEV_URL}/api/email`);
  if (!response.ok) throw new Error(`MailDev: ${response.status}`);
  const all = (await response.json()) as ReceivedMail[];
  const wanted = address.toLowerCase();
  return all
    .filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === wanted))
    .sort((a, b) => a.time.localeCompare(b.time));
}

/**
 * How long to wait for the e-mails. In the API lane the trigger has handed them to MailDev when
 * settled() resolves: only MailDev's own storing is left. Elsewhere (smoke lane, browser tests) the
 * trigger runs in the Functions emulator, in another process, a while after the API answered.
 */
const MAILDEV_STORE_MS = 3_000;
const TRIGGER_WAIT_MS = 60_000;

/**
 * Waits until the address has received `count` e-mails whose subject contains `subject`; answers
 * them, oldest first.
 */
export async function waitForMails(address: string, subject: string, count = 1): Promise<ReceivedMail[]> {
  const inApiLane = apiLane() !== undefined;
  if (inApiLane) await settled();
  const deadline = Date.now() + (inApiLane ? MAILDEV_STORE_MS : TRIGGER_WAIT_MS);
  for (;;) {
    const found = (await mailsTo(address)).filter((mail) => mail.subject.includes(subject));
    if (found.length >= count || Date.now() > deadline) {
      if (found.length < count) throw new Error(`${found.length} email «${subject}» per ${address}, attese ${count}`);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest e-mail with that subject for the address (waiting for it). */
export async function latestMail(address: string, subject: string): Promise<ReceivedMail> {
  return (await waitForMails(address, subject)).at(-1)!;
}

/** The action page's link in an e-mail's text part (`…/account/azione?mode=…&oobCode=…`). */
export function actionLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/account\/azione\?\S+/.exec(mail.text);
  if (!match) throw new Error(`Nessun link alla pagina di azione in «${mail.subject}»`);
  return new URL(match[0]);
}

/** Subjects of the account's e-mails, as the tests look for them. */
export const ACCOUNT_SUBJECTS = {
  verifyEmail: 'Conferma il tuo indirizzo email',
  resetPassword: 'Reimposta la tua password',
  invitation: "ti invita nell'area riservata",
  passwordChanged: 'La tua password è stata cambiata',
  signupAttempt: 'Hai già un account',
} as const;

/** The code of the newest account e-mail of that kind for the address, as the action page receives it. */
export async function latestActionCode(address: string, mode: ActionMode): Promise<string> {
  const link = actionLinkIn(await latestMail(address, ACCOUNT_SUBJECTS[mode]));
  const code = link.searchParams.get('oobCode');
  if (link.searchParams.get('mode') !== mode || !code) throw new Error(`Link senza codice ${mode}: ${link.href}`);
  return code;
}

/** The mail documents queued for the address (the API writes them before it answers). */
export async function mailDocumentsTo(address: string) {
  const snapshot = await db.collection(COLLECTIONS.mail).where('to', '==', address).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...document.data() }));
}

/**
 * A header of a received e-mail, read from its raw source (MailDev's parsed `headers` leave some
 * out, List-Unsubscribe among them); undefined when absent. Folded lines are unfolded.
 */
export async function headerOf(mail: ReceivedMail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${MAILDEV_URL}/api/email/${mail.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
