import type { ContactRequestDoc } from '@app/schemas/content/entities';
import { practiceEmail } from '@app/schemas/shared/practice';

import { queueMail, siteLink } from '../../notifications/mail/queue';
import { contactAcknowledgement } from './contactAcknowledgement';
import { contactAlert } from './contactAlert';

/** The admin area's list of the consultation requests, where the alert leads. */
const REQUESTS_PATH = '/admin/richieste';

/** The ids of a request's two e-mails: the request's own, so each is queued once whatever the deliveries. */
export const contactMailIds = (requestId: string) => ({
  acknowledgement: `contact_${requestId}_acknowledgement`,
  alert: `contact_${requestId}_alert`,
});

/**
 * A new consultation request's e-mails (docs/email.md): the acknowledgement to the address she gave
 * and the alert to the practice's inbox (practiceEmail.inbox). Neither belongs to a member, so
 * neither follows a member's preferences; the hourly limit per recipient still holds, so a flood of
 * requests alerts the practice a few times an hour (the list in the app has them all).
 */
export async function queueContactRequestMails(request: ContactRequestDoc): Promise<void> {
  const ids = contactMailIds(request.id);
  const alert = {
    name: `${request.firstName} ${request.lastName}`,
    email: request.email,
    phone: request.phone,
    receivedAt: request.createdAt,
    link: siteLink(REQUESTS_PATH),
  };
  await Promise.all([
    queueMail({ template: contactAcknowledgement, data: {}, to: request.email, userId: null, id: ids.acknowledgement }),
    queueMail({ template: contactAlert, data: alert, to: practiceEmail.inbox, userId: null, id: ids.alert }),
  ]);
}
