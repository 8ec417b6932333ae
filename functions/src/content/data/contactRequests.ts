import type { ContactRequestDoc, ContactRequestInsert } from '@app/schemas/content/entities';

import { entity } from '../../shared/data/entity';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';

export const contactRequests = entity<ContactRequestDoc>('contactRequests', { notFound: 'Richiesta non trovata', stamps: ['createdAt'] });

/** The address is stored lowercased, so the export and the erasure find a person's requests by their account's address. */
export async function insertContactRequest(insert: ContactRequestInsert): Promise<void> {
  await contactRequests.newRef().create(contactRequests.insertData({ ...insert, email: insert.email.toLowerCase() }));
}

/** The requests sent with this address (the export and the erasure of an account). */
export const contactRequestsFrom = (email: string) => contactRequests.typed.where('email', '==', email.toLowerCase());

/** A page of requests, newest first, after `cursor`: one round trip. */
export async function contactRequestsPage(limit: number, cursor?: PageCursor) {
  const page = await newestFirstPage(contactRequests.typed, 'createdAt', limit, cursor);
  return { requests: page.documents.map((document) => document.data()), next: page.next };
}
