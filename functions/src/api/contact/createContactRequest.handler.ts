import { CONTACT_SUCCESS_MESSAGE, contactRequestBody } from '@app/schemas/contact';
import { contactRequestInsert } from '@app/schemas/entities';
import { z } from 'zod';

import { addressKey, emailKey, enforceRateLimits } from '../../app/rateLimit';
import { RATE_LIMITS } from '../../app/rateLimits';
import { insertContactRequest } from '../../data/contactRequests';
import { defineRoute } from '../route';

/**
 * POST /api/contact (anyone): stores a consultation request. The body is validated before the
 * rate limits (the router parses it first), so an invalid one is a 400 that neither stores nor
 * counts anything. Limits: per client address, per e-mail and for everyone together.
 */
export const createContactRequestRoute = defineRoute({
  method: 'post',
  path: '/contact',
  access: 'visitor',
  summary: 'Invia una richiesta di consulenza dal sito',
  body: contactRequestBody,
  response: z.object({ message: z.string() }),
  async handler({ body, request, response }) {
    await enforceRateLimits(
      [
        { limit: RATE_LIMITS.contactPerAddress, key: addressKey(request.ip) },
        { limit: RATE_LIMITS.contactPerEmail, key: emailKey(body.email) },
        { limit: RATE_LIMITS.contactGlobal, key: 'tutti' },
      ],
      response,
    );
    await insertContactRequest(contactRequestInsert.parse(body));
    return { message: CONTACT_SUCCESS_MESSAGE };
  },
});
