import { contactContract } from '@app/schemas/content/contract';

import { implement } from '../../shared/route';
import { waitingRequest } from '../data/contactRequests';
import { commitHandling } from './commitHandling';

/**
 * POST /api/contact-requests/{id}/handled (admin): the request answered some other way (a phone
 * call, no visit wanted), marked handled without an invitation. 404 for an unknown request, 409 for
 * one handled already. Three round trips: the request, then the batch beside the caller's name.
 */
export const markContactRequestHandledRoute = implement(contactContract.markContactRequestHandled, async ({ caller, params }) => {
  const waiting = await waitingRequest(params.id);
  return commitHandling(waiting, caller.uid);
});
