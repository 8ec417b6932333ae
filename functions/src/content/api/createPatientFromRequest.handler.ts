import { contactContract } from '@app/schemas/content/contract';

import { users } from '../../accounts/data/users';
import { accountIdOf, invitePatient } from '../../accounts/invitePatient';
import { implement } from '../../shared/route';
import { handledConflict, markHandledIn, waitingRequest } from '../data/contactRequests';
import { commitHandling, invitedView, keepRequestPhone } from './commitHandling';

/**
 * POST /api/contact-requests/{id}/patient (admin): 'Crea paziente' (docs/product.md, Consultation
 * requests). The request's address gets the invitation (invitePatient, the same path as 'Invita
 * paziente', with the request's names and phone), and the request is marked handled in the
 * profile's batch; an address that already has an account is linked instead, its profile keeping
 * the request's phone when it has none, and no e-mail is sent. 404 for an unknown request, 409 for
 * one handled already. Five round trips: the request; then the batch, the e-mail (two) and the
 * caller's name (or, for an account, her profile, the batch and the caller's name).
 */
export const createPatientFromRequestRoute = implement(contactContract.createPatientFromRequest, async ({ caller, params }) => {
  const waiting = await waitingRequest(params.id);
  const { firstName, lastName, email, phone } = waiting.request;
  const existing = await accountIdOf(email);
  if (existing) {
    const profile = await users.find(existing);
    const request = await commitHandling(waiting, caller.uid, existing, keepRequestPhone(waiting, profile));
    const names = { firstName: profile?.firstName || firstName, lastName: profile?.lastName || lastName };
    return { request, patient: { userId: existing, email, ...names, link: null, existing: true } };
  }
  const { userId, link } = await invitePatient(caller.uid, { firstName, lastName, email, phone }, (batch, uid) =>
    markHandledIn(batch, waiting, caller.uid, uid),
  ).catch((error: unknown) => Promise.reject(handledConflict(error)));
  const request = await invitedView(waiting, caller.uid, userId);
  return { request, patient: { userId, email, firstName, lastName, link, existing: false } };
});
