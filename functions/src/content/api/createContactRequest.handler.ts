import { CONTACT_SUCCESS_MESSAGE } from '@app/schemas/content/contact';
import { contactContract } from '@app/schemas/content/contract';
import { contactRequestInsert } from '@app/schemas/content/entities';

import { addressKey, emailKey, enforceRateLimits } from '../../shared/data/rateLimit';
import { RATE_LIMITS } from '../../shared/rateLimits';
import { implement } from '../../shared/route';
import { insertContactRequest } from '../data/contactRequests';

/**
 * POST /api/contact (anyone): stores a consultation request. The body is validated before the
 * rate limits (the router parses it first), so an invalid one is a 400 that neither stores nor
 * counts anything. Limits: per client address, per e-mail and for everyone together.
 */
export const createContactRequestRoute = implement(contactContract.createContactRequest, async ({ body, request, response }) => {
  await enforceRateLimits(
    [
      { limit: RATE_LIMITS.contactPerAddress, key: addressKey(request.ip) },
      { limit: RATE_LIMITS.contactPerEmail, key: emailKey(body.email) },
      { limit: RATE_LIMITS.contactGlobal, key: 'tutti' },
    ],
    response,
    request.now,
  );
  await insertContactRequest(contactRequestInsert.parse(body));
  return { message: CONTACT_SUCCESS_MESSAGE };
});
