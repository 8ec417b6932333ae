import { practiceEmail } from '@app/schemas/shared/practice';
import { createTransport, type Transporter } from 'nodemailer';

import { isEmulator } from '../../shared/firebase';
import type { MailDoc } from './mailCollection';
import { SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_TIMEOUT_SECONDS, SMTP_USER } from './params';

let transporter: Transporter | undefined;

/**
 * The SMTP connection of the declared parameters, made once per instance. On the emulators it is
 * MailDev (no TLS, no authentication); elsewhere TLS is required (from the start on port 465,
 * STARTTLS otherwise).
 */
function smtp(): Transporter {
  const timeout = SMTP_TIMEOUT_SECONDS.value() * 1000;
  const user = SMTP_USER.value();
  transporter ??= createTransport({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value(),
    ...(isEmulator ? { ignoreTLS: true } : { requireTLS: !SMTP_SECURE.value() }),
    auth: user ? { user, pass: SMTP_PASSWORD.value() } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 3,
  });
  return transporter;
}

/** Sends one mail document's message; resolves with the server's answer, throws when it was not accepted. */
export async function sendOverSmtp(
  mail: MailDoc,
): Promise<{ messageId: string; accepted: string[]; rejected: string[]; response: string }> {
  const info = await smtp().sendMail({
    from: { name: practiceEmail.practiceName, address: practiceEmail.senderAddress },
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    headers: mail.headers,
    attachments: mail.attachments,
  });
  const addresses = (list: unknown[]) =>
    list.map((entry) => (typeof entry === 'string' ? entry : String((entry as { address?: string }).address)));
  return { messageId: info.messageId, accepted: addresses(info.accepted), rejected: addresses(info.rejected), response: info.response };
}
