import type { ContactRequestDoc, ContactRequestInsert } from '@app/schemas/entities';
import { entity } from './entity';

export const contactRequests = entity<ContactRequestDoc>('contactRequests', { notFound: 'Richiesta non trovata', stamps: ['createdAt'] });

export async function insertContactRequest(insert: ContactRequestInsert): Promise<void> {
  await contactRequests.newRef().create(contactRequests.insertData(insert));
}

/** The newest requests first, at most `limit`: one round trip. */
export async function newestContactRequests(limit: number): Promise<ContactRequestDoc[]> {
  const snapshot = await contactRequests.typed.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}
