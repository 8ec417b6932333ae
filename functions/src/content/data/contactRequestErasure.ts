import { mails } from '../../notifications/mail/mailCollection';
import { CASCADE_PAGE_SIZE, deleteAll } from '../../shared/data/pagedDeletion';
import { contactMailIds } from '../mails/contactRequestMails';
import { contactRequestsFrom } from './contactRequests';

/**
 * The erasure of a person's consultation requests (by her address) and of the two e-mails each one
 * queued, which carry no member's id but her address, name and phone. The e-mails go first, so a
 * run cut short finds the request again and finishes; a redelivered run finds nothing left.
 */
export async function eraseContactRequestsFrom(email: string): Promise<void> {
  for (;;) {
    const page = await contactRequestsFrom(email).limit(CASCADE_PAGE_SIZE).get();
    if (page.empty) return;
    await deleteAll(page.docs.flatMap((request) => Object.values(contactMailIds(request.id)).map((id) => mails.ref(id))));
    await deleteAll(page.docs.map((request) => request.ref));
  }
}
