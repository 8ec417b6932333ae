import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { deliverMail } from './deliver';
import { MAIL_SENDER, SMTP_PASSWORD } from './params';

/**
 * Sends each new mail document over SMTP (docs/email.md). Deployed with retries: a failed attempt
 * throws and is delivered again with backoff; deliverMail claims every attempt, so a repeat never
 * sends twice. Idle when the Trigger Email extension is the sender (MAIL_SENDER=extension).
 */
export const onMailCreated = onDocumentCreated(
  { ...triggerOn(`${COLLECTIONS.mail}/{mailId}`), secrets: [SMTP_PASSWORD] },
  async (event) => {
    if (MAIL_SENDER.value() !== 'app') return;
    // Only a document created to be sent (no delivery yet, or PENDING): one stored as already sent
    // or failed (an import, a copy) is left alone, whatever it became since.
    const created = event.data?.get('delivery') as { state?: string } | undefined;
    if (created?.state !== undefined && created.state !== 'PENDING') return;
    await deliverMail(event.params.mailId);
  },
);
