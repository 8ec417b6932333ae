import { z } from 'zod';
import { CONTACT_RATE_LIMIT_MESSAGE, CONTACT_SUCCESS_MESSAGE, contactRequestBody } from '@app/schemas/contact';
import { contactRequestInsert } from '@app/schemas/entities';
import { enforceRateLimit, type RateLimitOptions } from '../../app/rateLimit';
import { insertContactRequest } from '../../data/contactRequests';
import { defineRoute } from '../route';

/** Five requests per client address every ten minutes: enough for a person, not for a script. */
export const CONTACT_RATE_LIMIT: RateLimitOptions = {
  name: 'contact',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: CONTACT_RATE_LIMIT_MESSAGE,
};

/**
 * POST /api/contact (anyone): stores a consultation request. The body is validated before the
 * rate limit (the router parses it first), so an invalid one is a 400 that neither stores nor
 * counts anything.
 */
export const createContactRequestRoute = defineRoute({
  method: 'post',
  path: '/contact',
  access: 'visitor',
  summary: 'Invia una richiesta di consulenza dal sito',
  body: contactRequestBody,
  response: z.object({ message: z.string() }),
  async handler({ body, request, response }) {
    await enforceRateLimit(CONTACT_RATE_LIMIT, request.ip, response);
    await insertContactRequest(contactRequestInsert.parse(body));
    return { message: CONTACT_SUCCESS_MESSAGE };
  },
});
