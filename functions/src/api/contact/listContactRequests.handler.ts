import type { RequestHandler } from 'express';
import type { ContactRequestDoc } from '@app/schemas/entities';
import { collection, documentOf } from '../../app/documents';

const PAGE_SIZE = 100;

/** GET /api/contact-requests (admin): the newest consultation requests first. */
export const listContactRequests: RequestHandler = async (_req, res) => {
  const snapshot = await collection('contactRequests').orderBy('createdAt', 'desc').limit(PAGE_SIZE).get();
  res.json(snapshot.docs.map((doc) => documentOf<ContactRequestDoc>(doc)));
};
