import { EMAIL_TAKEN } from '@app/schemas/accounts/auth';
import { membersContract } from '@app/schemas/accounts/membersContract';

import { recordAdminWrite } from '../../../audit/data/adminAudit';
import { Conflict } from '../../../shared/domainErrors';
import { auth } from '../../../shared/firebase';
import { implement } from '../../../shared/route';
import { createProfile } from '../../data/users';
import { queueInvitation } from '../../mails/accountMails';

/**
 * POST /api/admin/invitations: the doctor invites a patient. The Auth user is created without a
 * password, with its profile and the audit entry in one batch; the invitation e-mail carries the
 * set-password link (the action page with a code the Admin SDK generated), and the answer carries
 * the same link for the doctor to copy (a patient invited by phone).
 */
export const createInvitationRoute = implement(membersContract.createInvitation, async ({ caller, body }) => {
  const fullName = `${body.firstName} ${body.lastName}`;
  const user = await auth.createUser({ email: body.email, displayName: fullName, emailVerified: false }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new Conflict(EMAIL_TAKEN);
    throw error;
  });
  try {
    await createProfile(user.uid, body, (batch) =>
      recordAdminWrite(batch, caller.uid, {
        action: 'user.invite',
        collection: 'users',
        documentId: user.uid,
        summary: `Paziente «${fullName}» invitato (${body.email})`,
      }),
    );
  } catch (error) {
    await auth.deleteUser(user.uid);
    throw error;
  }
  const link = await queueInvitation(user.uid, body.email, body.firstName);
  return { userId: user.uid, email: body.email, link };
});
