import { membersContract } from '@app/schemas/accounts/membersContract';

import { implement } from '../../../shared/route';
import { invitePatient } from '../../invitePatient';

/**
 * POST /api/admin/invitations: the doctor invites a patient by name and e-mail (invitePatient:
 * the account without a password, its profile and the audit entry, the e-mail with the link, and
 * the same link in the answer to copy).
 */
export const createInvitationRoute = implement(membersContract.createInvitation, async ({ caller, body }) => {
  const { userId, link } = await invitePatient(caller.uid, body);
  return { userId, email: body.email, link };
});
