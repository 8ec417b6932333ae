import { attemptClaimedAt, claimAttempt, type MailDoc, mails, recordDelivery } from './mailCollection';
import { MAIL_MAX_ATTEMPTS, SMTP_TIMEOUT_SECONDS } from './params';
import { sendOverSmtp } from './transport';

/** A delivery that met another one's attempt in progress (it is retried later). */
export const SENDING_ELSEWHERE = 'Invio già in corso in un’altra consegna';

/** Why a document cannot be sent at all (no retry helps): no recipient, no subject, no body. */
function unsendable(mail: MailDoc): string | undefined {
  if (typeof mail.to !== 'string' || !mail.to.includes('@')) return 'Destinatario mancante o non valido';
  if (typeof mail.message?.subject !== 'string' || !mail.message.subject.trim()) return 'Oggetto mancante';
  if (typeof mail.message.text !== 'string' && typeof mail.message.html !== 'string') return 'Testo mancante';
  return undefined;
}

/**
 * How long a claimed attempt may still be sending: its SMTP time limits (transport.ts: connection,
 * greeting and three times the socket's) added up. An attempt claimed longer ago has ended or died.
 */
const attemptLeaseMs = () => SMTP_TIMEOUT_SECONDS.value() * 5 * 1000;

/**
 * A refusal no retry changes: the server's 5xx reply (permanent in RFC 5321), such as 501 for a
 * recipient's address it will not take (a form's address may pass our check and not the server's).
 * A 4xx reply, a timeout or a dropped connection may pass, and is retried.
 */
function permanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends one mail document as the Trigger Email extension does, writing `delivery` back. Each attempt
 * is claimed first (data/mail.ts, claimAttempt), so two deliveries of the same event never both
 * send. A failed attempt records its error, leaves the state PENDING and throws, so the trigger is
 * delivered again with backoff; after the last attempt the state is ERROR and nothing throws. A
 * document that cannot be sent, or that the server refuses for good, is ERROR at once, never a loop
 * of retries.
 */
export async function deliverMail(mailId: string, send = sendOverSmtp): Promise<void> {
  const mail = await mails.find(mailId);
  if (!mail) return; // erased with its account before it went
  const state = mail.delivery?.state;
  if (state === 'SUCCESS' || state === 'ERROR') return;
  const problem = unsendable(mail);
  if (problem) return recordDelivery(mailId, { state: 'ERROR', error: problem, attempts: mail.delivery?.attempts ?? 0 });
  // Another delivery of the same event is sending it: taking the next attempt now would send it
  // twice. Thrown, so the event comes again later and finds SUCCESS, or, past the lease, an attempt
  // that died (its function stopped mid-send) and takes over.
  if (state === 'PROCESSING' && Date.now() - attemptClaimedAt(mail) < attemptLeaseMs()) throw new Error(SENDING_ELSEWHERE);
  const attempt = (mail.delivery?.attempts ?? 0) + 1;
  if (!(await claimAttempt(mailId, attempt))) return;
  let info: Awaited<ReturnType<typeof send>>;
  try {
    info = await send(mail);
  } catch (error) {
    const last = attempt >= MAIL_MAX_ATTEMPTS.value() || permanentRefusal(error);
    const message = error instanceof Error ? error.message : String(error);
    await recordDelivery(mailId, { state: last ? 'ERROR' : 'PENDING', error: message });
    if (!last) throw error;
    return;
  }
  // Outside the catch: the mail has gone, so a failed write of its SUCCESS is not a failed send. Had
  // it been recorded as one (PENDING), the retried event would send the mail again even when the
  // SUCCESS had landed and only its answer was lost; thrown as it is, the retry finds SUCCESS.
  await recordDelivery(mailId, { state: 'SUCCESS', error: null, info });
}
