import { mailContract } from '@app/schemas/notifications/mailContract';

import { implement } from '../../../shared/route';
import { failedMails } from '../../mail/mailCollection';

/** How many failed e-mails the admin's list shows (the newest). */
const FAILED_MAILS_LIMIT = 50;

/** GET /api/admin/mail/failed: the e-mails that could not be sent after every attempt, newest first (one round trip). */
export const listFailedMailsRoute = implement(mailContract.listFailedMails, async () =>
  (await failedMails(FAILED_MAILS_LIMIT)).map((mail) => ({
    id: mail.id,
    to: String(mail.to ?? ''),
    subject: String(mail.message?.subject ?? ''),
    category: String(mail.category ?? ''),
    attempts: mail.delivery?.attempts ?? 0,
    error: mail.delivery?.error ?? '',
    createdAt: mail.createdAt instanceof Date ? mail.createdAt.toISOString() : '',
  })),
);
