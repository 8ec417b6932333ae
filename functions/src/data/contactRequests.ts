import type { ContactRequestDoc, ContactRequestInsert } from '@app/schemas/entities';

import { entity } from './entity';
import { newestFirstPage, type PageCursor } from './pageCursor';

export const contactRequests = entity<ContactRequestDoc>('contactRequests', { notFound: 'Richiesta non trovata', stamps: ['createdAt'] });

export async function insertContactRequest(insert: ContactRequestInsert): Promise<void> {
  await contactRequests.newRef().create(contactRequests.insertData(insert));
}

/** A page of requests, newest first, after `cursor`: one round trip. */
export async function contactRequestsPage(limit: number, cursor?: PageCursor) {
  const page = await newestFirstPage(contactRequests.typed, 'createdAt', limit, cursor);
  return { requests: page.documents.map((document) => document.data()), next: page.next };
}
