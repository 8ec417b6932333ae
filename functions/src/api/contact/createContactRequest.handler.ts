import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactRequestBody,
  type ContactRequestBody,
} from '@app/schemas/contact';
import { contactRequestInsert } from '@app/schemas/entities';
import { collection } from '../../app/documents';
import { rateLimit, type RateLimitOptions } from '../../app/rateLimit';
import { validBody } from '../../app/validate';

/** Five requests per client address every ten minutes: enough for a person, not for a script. */
export const CONTACT_RATE_LIMIT: RateLimitOptions = {
  name: 'contact',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: CONTACT_RATE_LIMIT_MESSAGE,
};

const storeContactRequest: RequestHandler = async (req, res) => {
  const body = req.body as ContactRequestBody;
  await collection('contactRequests')
    .doc()
    .create({ ...contactRequestInsert.parse(body), createdAt: FieldValue.serverTimestamp() });
  res.json({ message: CONTACT_SUCCESS_MESSAGE });
};

/**
 * POST /api/contact (anyone): stores a consultation request. The body is validated before the
 * rate limit, so an invalid one is a 400 that neither stores nor counts anything.
 */
export const createContactRequest: RequestHandler[] = [
  validBody(contactRequestBody),
  rateLimit(CONTACT_RATE_LIMIT),
  storeContactRequest,
];
