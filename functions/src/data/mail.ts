import { FieldValue } from 'firebase-admin/firestore';

import { entity } from './entity';

/** One e-mail: plain text and HTML of the same words. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mail = entity<{ id: string }>('mail', { notFound: 'Email non trovata', stamps: [] });

/**
 * Queues an e-mail: a document in `mail` in the Trigger Email extension's shape
 * (`{to, message: {subject, text, html}}`), which is what sends it (docs/security.md). Never
 * health data in an e-mail. One round trip.
 */
export async function queueMail({ to, subject, text, html }: Mail): Promise<void> {
  await mail.newRef().set({ to, message: { subject, text, html }, createdAt: FieldValue.serverTimestamp() });
}
