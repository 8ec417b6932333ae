import { EMAIL_TAKEN } from '@app/schemas/auth';
import { membersContract } from '@app/schemas/contracts/members';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { actionLinkOf, oobCodeOf, siteOriginOf } from '../../auth/actionLinks';
import { sendPasswordReset } from '../../auth/identityToolkit';
import { recordAdminWrite } from '../../data/adminAudit';
import { createProfile } from '../../data/users';
import { implement } from '../route';

/**
 * POST /api/admin/invitations: the doctor invites a patient. The Auth user is created without a
 * password, with its profile and the audit entry in one batch; Firebase e-mails the set-password
 * link, and the answer carries a link of its own for the doctor to copy (a patient invited by
 * phone): the action page with a code the Admin SDK generated. Both codes open the same page.
 */
export const createInvitationRoute = implement(membersContract.createInvitation, async ({ caller, body, request }) => {
  const fullName = `${body.firstName} ${body.lastName}`;
  const user = await auth.createUser({ email: body.email, displayName: fullName, emailVerified: false }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, EMAIL_TAKEN);
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
  const sent = await sendPasswordReset(body.email);
  if (!sent.ok) console.warn(`Email di invito non inviata a ${user.uid}: ${sent.code}`);
  const code = oobCodeOf(await auth.generatePasswordResetLink(body.email));
  return { userId: user.uid, email: body.email, link: actionLinkOf(siteOriginOf(request), 'resetPassword', code) };
});
